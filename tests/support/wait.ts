import type { Locator } from "playwright-core";

// playwright-core has no assertion library; these wait the way Playwright's web-first
// assertions do and fail with the locator in the message.
// A bound, not an expectation: a screen on a loaded two-core machine may take many seconds.
const TIMEOUT = 40_000;

export const visible = (locator: Locator) =>
  locator.first().waitFor({ state: "visible", timeout: TIMEOUT });
export const hidden = (locator: Locator) =>
  locator.first().waitFor({ state: "hidden", timeout: TIMEOUT });

/** Waits until no element matches (e.g. another tenant's rows never appear). */
export async function absent(locator: Locator) {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    if ((await locator.count()) > 0) throw new Error(`expected no match for ${locator}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
