// Makes sure Debian's Chromium is present for the browser tests. Never downloads a browser build:
// as root it installs the distribution package with apt; otherwise it says how.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it from your distribution, e.g.\n` +
        "  sudo apt-get install -y chromium        (Debian)\n  sudo apt-get install -y chromium-browser (Ubuntu)\n" +
        "or set CHROMIUM_PATH to an installed Chromium.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium from Debian packages (once)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"],
    { stdio: "inherit", env },
  );
  if (r.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Could not install Chromium with apt-get.");
    process.exit(1);
  }
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
