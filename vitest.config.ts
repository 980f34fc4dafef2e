import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/e2e/browser.ts";

/** One runner, three projects; each owns its folder so no runner picks up another's files. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
      {
        // Every Storybook story rendered in Debian's Chromium (stories/stories.test.tsx).
        plugins: [react()],
        test: {
          name: "stories",
          include: ["stories/**/*.test.tsx"],
          testTimeout: 20000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
            instances: [{ browser: "chromium" }],
            // Desktop width, so the navbar shows its menus rather than the collapsed menu button.
            viewport: { width: 1280, height: 900 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
