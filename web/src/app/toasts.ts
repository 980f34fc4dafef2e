import type { MessageKey, Vars } from "../i18n/index.ts";
import { createStore } from "./store.ts";

/** Text that is translated when shown (so a toast follows the page language) or given as is. */
export type ToastText = { key: MessageKey; vars?: Vars } | { text: string };

export interface ToastItem {
  id: number;
  title: ToastText;
  body?: ToastText;
  /** Extra lines under the body, e.g. the fields the server refused. */
  details?: string[];
  variant: "info" | "success" | "danger";
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  delay: number;
}

export const toastStore = createStore<ToastItem[]>([]);
let nextId = 1;

export function toast(item: Omit<ToastItem, "id" | "delay" | "variant"> & Partial<ToastItem>): number {
  const id = nextId++;
  const full: ToastItem = { variant: "info", delay: 6000, ...item, id };
  // At most five at once: the oldest goes first.
  toastStore.set((list) => [...list.slice(-4), full]);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

/** The API's error as a toast titled 'Error {statusCode}' with the server's status message. */
export function errorToast(err: unknown): number {
  const body =
    err && typeof err === "object" && "body" in err
      ? (
          err as {
            body: { statusCode: number; statusMessage: string; errors?: { path: string; message: string }[] };
          }
        ).body
      : { statusCode: 500, statusMessage: err instanceof Error ? err.message : String(err) };
  return toast({
    title: { key: "toast.error.title", vars: { status: body.statusCode } },
    body: { text: body.statusMessage },
    ...(body.errors?.length
      ? { details: body.errors.map((e) => `${e.path.replace(/^\//, "")}: ${e.message}`) }
      : {}),
    variant: "danger",
    delay: 10000,
  });
}
