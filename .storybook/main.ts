import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for the shell components (stories/). Offline: no telemetry, no update checks. */
const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: "../web/public/brand", to: "/brand" }],
  typescript: { reactDocgen: "react-docgen" },
};
export default config;
