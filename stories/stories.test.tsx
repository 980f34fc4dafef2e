/**
 * Renders every story in stories/*.stories.tsx in Chromium (vitest browser mode, project "stories") and
 * runs its play function, which asserts something visible. A story that throws, or has no play
 * function, fails the run.
 */
import { composeStory, type Meta, type StoryObj, setProjectAnnotations } from "@storybook/react-vite";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { configure } from "storybook/test";
import { afterEach, describe, expect, it } from "vitest";
import preview from "../.storybook/preview.tsx";

// A real browser: no act() environment; play functions wait for what they expect (findBy, waitFor).
setProjectAnnotations(preview);
// findBy/waitFor give up after 1 s by default: too short on a busy 2-core CI machine for a lazy chunk
// (the toasts, the sign-in panel) to be served, compiled and rendered. Waits still end as soon as met.
configure({ asyncUtilTimeout: 5000 });

type StoryModule = { default: Meta } & Record<string, StoryObj | Meta>;
const modules = import.meta.glob<StoryModule>("./*.stories.tsx", { eager: true });

/** The stories of a module (every export but the default meta), composed with the project's preview. */
function storiesOf(mod: StoryModule) {
  const { default: meta, ...stories } = mod;
  return Object.entries(stories).map(
    ([name, story]) => [name, composeStory(story as StoryObj, meta, undefined, name)] as const,
  );
}

let root: Root | undefined;
let canvas: HTMLElement | undefined;
afterEach(async () => {
  root?.unmount();
  canvas?.remove();
  root = undefined;
  canvas = undefined;
  // Portals (modals, toasts) that outlived their story.
  for (const el of document.body.querySelectorAll(".modal, .modal-backdrop, .toast-container")) el.remove();
  document.body.removeAttribute("style");
  document.body.classList.remove("modal-open");
});

for (const [file, mod] of Object.entries(modules)) {
  describe(file.replace("./", ""), () => {
    for (const [name, Story] of storiesOf(mod)) {
      it(`${name} renders and shows what it should`, async () => {
        expect(Story.play, `${name} needs a play function that checks something visible`).toBeTypeOf(
          "function",
        );
        await Story.load();
        canvas = document.createElement("div");
        document.body.append(canvas);
        // Errors that an error boundary caught are what some stories show on purpose; React would log them.
        const r = createRoot(canvas, { onCaughtError: () => undefined });
        root = r;
        flushSync(() => r.render(<Story />));
        await Story.play!({ canvasElement: canvas });
        expect(
          canvas.innerHTML.length + document.body.querySelectorAll(".modal, .toast").length,
        ).toBeGreaterThan(0);
      });
    }
  });
}
