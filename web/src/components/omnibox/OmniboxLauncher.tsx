import { useEffect } from "react";
import { useChunk } from "../../app/router/lazy-page.ts";
import { createStore, useStore } from "../../app/store.ts";
import { useI18n } from "../../i18n/index.ts";
import "./launcher.css";

/**
 * The header's search button and its shortcuts: Ctrl+K (Cmd+K) anywhere, or "/" when not typing in a
 * field. Small on purpose (it is in the shell): the dialog, MiniSearch and the index load only when the
 * omnibox first opens (the chunk is also fetched early when the pointer or focus reaches the button).
 */
const loadOmnibox = () => import("./Omnibox.tsx");

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset"].includes(target.type)
  );
}

/** Whether the omnibox is open, and whether its chunk is wanted yet (shared by header variants). */
export const omniboxStore = createStore({ open: false, wanted: false });
export const openOmnibox = () => omniboxStore.set({ open: true, wanted: true });
const closeOmnibox = () => omniboxStore.set((s) => ({ ...s, open: false }));
const wantOmnibox = () => omniboxStore.set((s) => (s.wanted ? s : { ...s, wanted: true }));

function onKey(e: KeyboardEvent) {
  if (e.defaultPrevented) return;
  const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k";
  const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
  if (!ctrlK && !slash) return;
  // Another dialog is open (sign-in panel): "/" is its own.
  if (!ctrlK && document.querySelector(".modal.show")) return;
  e.preventDefault();
  openOmnibox();
}

let installed = false;
/** One listener for the page's life, so no keystroke is lost while the header swaps its variants. */
function installShortcuts() {
  if (installed || typeof window === "undefined") return;
  installed = true;
  addEventListener("keydown", onKey);
}

export function OmniboxLauncher() {
  const { t } = useI18n();
  const { open, wanted } = useStore(omniboxStore);
  const Omnibox = useChunk(loadOmnibox, wanted);
  useEffect(installShortcuts, []);

  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <button
        type="button"
        className="btn btn-icon omnibox-launcher"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={openOmnibox}
        onPointerEnter={wantOmnibox}
        onFocus={wantOmnibox}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10.5 10.5L15 15" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="omnibox-launcher-label">{t("search.button")}</span>
        <kbd className="omnibox-launcher-kbd">{mac ? "⌘K" : "Ctrl K"}</kbd>
      </button>
      {Omnibox ? <Omnibox show={open} onHide={closeOmnibox} /> : null}
    </>
  );
}
