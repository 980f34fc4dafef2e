import { resolve } from "node:path";
import { seedContent } from "../runtime/seed.ts";

export async function seedCommand(opts: { out: string }): Promise<void> {
  const { written, unchanged } = await seedContent(resolve(opts.out));
  console.log(
    `seeded: ${written} written, ${unchanged} unchanged (table ${process.env.TABLE_NAME ?? "tabletome"})`,
  );
}
