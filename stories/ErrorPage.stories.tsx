import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ErrorBoundary } from "../web/src/app/ErrorBoundary.tsx";
import { ErrorPage } from "../web/src/app/ErrorPage.tsx";
import { RouteView } from "../web/src/app/RouteView.tsx";
import { buildStore } from "../web/src/app/router/build-watch.ts";
import type { RouteDef } from "../web/src/routes.ts";

const meta = {
  title: "Shell/ErrorPage",
  component: ErrorPage,
  args: { status: 404, message: "Page not found: /that/path" },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(c.getByText("Error 404")).toBeVisible();
    await expect(c.getByText("Page not found: /that/path")).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500, message: "Something broke" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Internal Server Error" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  args: { status: 403, title: "Sign In Required", message: "Sign in to use this page" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sign in to use this page")).toBeVisible();
  },
};

export const Spanish: Story = {
  parameters: { frame: { lang: "es" } },
  args: { status: 404, message: "Página no encontrada: /es/x" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  },
};

// The router's own error cases, rendered through the real RouteView with a small route table.
const Page = () => <h1>A page</h1>;
const table = (extra: Partial<RouteDef>): RouteDef[] => [
  {
    path: "/things/:id",
    load: async () => ({ default: Page }),
    meta: { en: { title: "Things", description: "Things." } },
    ...extra,
  },
];
const settled = () => {
  buildStore.set({ manifest: { id: "story", builtAt: "", rules: [] }, settled: true, stale: false });
};

export const UnmatchedPath: StoryObj<typeof RouteView> = {
  parameters: { frame: { path: "/that/path" } },
  beforeEach: settled,
  render: () => <RouteView table={table({})} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Page not found: /that/path")).toBeVisible();
  },
};

export const ValidateFails: StoryObj<typeof RouteView> = {
  parameters: { frame: { path: "/things/42" } },
  beforeEach: settled,
  render: () => <RouteView table={table({ validate: () => 410 })} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText("Page Not Found: /things/42")).toBeVisible();
    await expect(c.getByText("Error 410")).toBeVisible();
  },
};

export const UnknownMiddleware: StoryObj<typeof RouteView> = {
  parameters: { frame: { path: "/things/42" } },
  beforeEach: settled,
  render: () => (
    <ErrorBoundary>
      <RouteView table={table({ middleware: ["nope"] })} />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText("Unknown route middleware: nope")).toBeVisible();
    await expect(c.getByRole("heading", { name: "Internal Server Error" })).toBeVisible();
  },
};

export const MatchedPage: StoryObj<typeof RouteView> = {
  parameters: { frame: { path: "/things/42" } },
  beforeEach: settled,
  render: () => <RouteView table={table({ validate: (p) => p.id === "42" })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "A page" })).toBeVisible();
  },
};
