import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";

export const artifacts = fileURLToPath(new URL("../artifacts/", import.meta.url));
mkdirSync(artifacts, { recursive: true });

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "routinely-demo";

/**
 * The system Chromium (docs/testing.md#layers): CHROME_PATH, else Chromium's headless shell when the machine
 * has it (Debian's chromium-headless-shell, which .ci/run installs), else /usr/bin/chromium.
 * The shell is the same engine without the browser's user interface: the suite's pages cost
 * about a quarter less CPU in it, and the end-to-end suite is mostly Chromium's CPU.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** The system Chromium; `extraArgs` are further command-line switches (e.g. host rules). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // V8 without its optimising tiers (Maglev, TurboFan): a test page lives seconds, too
      // short for optimised code to pay back its compilation. Measured on the accessibility
      // file: about a tenth less Chromium CPU, the same pages and answers.
      "--js-flags=--max-opt=1",
      ...extraArgs,
    ],
  });
}

/** Signs in through the real login page of a tenant and waits for the app shell. */
export async function signIn(
  page: Page,
  baseUrl: string,
  tenant: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/login/${tenant}`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 30_000 });
}

export function shot(page: Page, name: string) {
  return page.screenshot({ path: `${artifacts}${name}.png`, fullPage: false });
}
