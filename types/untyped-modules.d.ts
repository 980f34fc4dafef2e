// Packages that ship no TypeScript types; each is used in one place, behind a typed wrapper.
declare module "dynalite" {
  import type { Server } from "node:http";

  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
declare module "aws-ses-v2-local" {
  import type { Server } from "node:http";

  const start: (options: { host: string; port: number }) => Promise<Server>;
  export default start;
}
