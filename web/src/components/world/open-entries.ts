import { type Dispatch, type SetStateAction, useCallback, useMemo, useState } from "react";
import { setHash, useHashTarget } from "./url.ts";

export interface OpenEntries {
  /** Ids of the entries shown expanded. */
  open: Set<string>;
  setOpen: Dispatch<SetStateAction<Set<string>>>;
  /** The id the hash names (may be one the list does not have). */
  hash: string;
  /** Opens or closes one entry; opening puts its id in the hash, closing the one it names clears it. */
  toggle: (id: string) => void;
}

/**
 * Which entries of a lore list are expanded: `#id` opens its entry when the list has it (deep links,
 * Back), and toggling an entry keeps the hash in step, so an open entry can be shared by its address.
 */
export function useOpenEntries<T, K extends keyof T>(list: readonly T[], key: K): OpenEntries {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const ids = useMemo(() => new Set(list.map((item) => String(item[key]))), [list, key]);
  const has = useCallback((id: string) => ids.has(id), [ids]);
  const onTarget = useCallback((id: string) => setOpen((s) => new Set(s).add(id)), []);
  const hash = useHashTarget(has, onTarget);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) {
      next.delete(id);
      if (hash === id) setHash(null);
    } else {
      next.add(id);
      setHash(id);
    }
    setOpen(next);
  };
  return { open, setOpen, hash, toggle };
}
