import { useEffect } from "react";
import site from "../../../data/site.json";
import type { Lang } from "../i18n/index.ts";

export const TITLE_SEPARATOR = " | ";

export const documentTitle = (title: string | undefined) =>
  title ? `${title}${TITLE_SEPARATOR}${site.shortName}` : site.shortName;

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * The document title ("Page | Short name"), the description meta and the page language. The social
 * tags (title, description, image, locale) come from data/site.json and are written into index.html at
 * build time; the page URL is kept current here.
 */
export function setHead(head: { title?: string; description?: string; lang: Lang }): void {
  document.title = documentTitle(head.title);
  setMeta("name", "description", head.description ?? site.social.description);
  setMeta("property", "og:url", location.href);
  document.documentElement.lang = head.lang;
}

export function useHead(head: { title?: string; description?: string; lang: Lang }): void {
  const { title, description, lang } = head;
  useEffect(() => setHead({ title, description, lang }), [title, description, lang]);
}
