import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn } from "../support/browser";
import { visible } from "../support/wait";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";

let stack: Stack;
let browser: Browser;
let tenant: string;

beforeAll(async () => {
  stack = await startStack();
  tenant = await demoOrganisation("csp");
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return violations;
}

describe("the web app under its Content-Security-Policy", () => {
  test("is sent with CSP, frame and referrer headers", async () => {
    const res = await fetch(`${stack.url}/login/${tenant}`);
    await res.body?.cancel();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("signs in and shows its pages with no CSP violation; the inline skin script runs", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await recordViolations(page);
    await page.goto(`${stack.url}/login/${tenant}`);
    // The skin script is inline: it runs only if the policy's hash matches it.
    await page.evaluate(() => localStorage.setItem("skin", "dark"));
    await page.reload();
    await expect.poll(() => page.locator("html").getAttribute("class")).toMatch(/dark/);
    await signIn(page, stack.url, tenant, "admin@demo.test");
    for (const [path, heading] of [
      ["/processes", "Processes"],
      ["/roles", "Roles"],
      ["/people", "People"],
    ] as const) {
      await page.goto(`${stack.url}${path}`);
      await visible(page.getByRole("heading", { name: heading }).first());
    }
    // On /people, a sheet (Radix dialog: run-time <style> elements) opens and closes.
    await page.getByRole("button", { name: "Add person" }).click();
    await visible(page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    expect(violations).toEqual([]);
    await context.close();
  });
});
