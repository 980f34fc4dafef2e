import "bootstrap/dist/css/bootstrap.css";
import "../web/src/styles/app.css";
import type { Preview } from "@storybook/react-vite";
import { Suspense } from "react";
import { type Lang, loadPageStrings } from "../web/src/i18n/index.ts";
import { applySession, type FrameOptions, StoryFrame } from "./StoryFrame.tsx";

const preview: Preview = {
  parameters: { layout: "fullscreen" },
  globalTypes: {
    lang: {
      description: "Interface language",
      toolbar: { title: "Language", items: ["en", "es"], dynamicTitle: true },
    },
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", items: ["dark", "light"], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: "en", theme: "dark" },
  // Page components' English strings are a lazy chunk in the app (the router loads them with a page).
  loaders: [
    async () => {
      await loadPageStrings();
      return {};
    },
  ],
  // Who is signed in is global state (jotai's default store): set it before each story renders.
  beforeEach: (ctx) => {
    applySession(((ctx.parameters.frame ?? {}) as FrameOptions).username);
  },
  decorators: [
    (Story, ctx) => {
      const frame = (ctx.parameters.frame ?? {}) as FrameOptions;
      return (
        <Suspense fallback={null}>
          <StoryFrame
            lang={frame.lang ?? (ctx.globals.lang as Lang | undefined) ?? "en"}
            path={frame.path ?? "/"}
            theme={frame.theme ?? (ctx.globals.theme as "dark" | "light" | undefined) ?? "dark"}
          >
            <Story />
          </StoryFrame>
        </Suspense>
      );
    },
  ],
};
export default preview;
