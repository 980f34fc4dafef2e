import { type AnchorHTMLAttributes, type Ref, useEffect, useRef } from "react";
import { Link } from "wouter";
import { prefetchHref, watchLink } from "./router/prefetch.ts";

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path inside the current language (`/options/spells`), or `~/es/...` for an absolute one. */
  href: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: client-side navigation (wouter), and its route's chunk is prefetched when the link
 * becomes visible or is hovered or focused (see router/prefetch.ts for the limits).
 */
export function AppLink({ href, ref, onMouseEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const el = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (el.current ? watchLink(el.current, href) : undefined), [href]);
  const setRef = (node: HTMLAnchorElement | null) => {
    el.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <Link
      {...rest}
      href={href}
      ref={setRef}
      onMouseEnter={(e) => {
        prefetchHref(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetchHref(href);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetchHref(href);
        onTouchStart?.(e);
      }}
    />
  );
}
