import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { describeFindings, findingsInBothSkins, settled, type Finding } from "./axe";
import { launchBrowser, signIn } from "./browser";
import { demoOrganisation } from "./organisations";
import { startStack } from "./stack";
import { footer } from "./table";
import { visible } from "./wait";

/**
 * What the accessibility files share: each screen state is reached once on one signed-in
 * page, then checked with axe at desktop and phone width (the viewport is resized) and in
 * both skins (the skin is only the `dark` class on <html>).
 */
export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type Width = keyof typeof WIDTHS;

/** One file's stack address, copy of the demo organisation and browser. */
export interface AccessibilityRun {
  url: string;
  tenant: string;
  browser: Browser;
}

/** Sets up the file's run before its tests and closes it after them. */
export function accessibilityRun(tag: string): AccessibilityRun {
  const run = {} as AccessibilityRun;
  let stop = async () => {};
  beforeAll(async () => {
    const stack = await startStack();
    stop = stack.stop;
    run.url = stack.url;
    run.tenant = await demoOrganisation(tag);
    run.browser = await launchBrowser();
  });
  afterAll(async () => {
    await run.browser?.close();
    await stop();
  });
  return run;
}

/** A fresh context at desktop width whose relative addresses go to the run's stack. */
export function newContext(run: AccessibilityRun): Promise<BrowserContext> {
  return run.browser.newContext({
    baseURL: run.url,
    viewport: WIDTHS.desktop,
    reducedMotion: "reduce",
  });
}

/** Opens a path and waits for its page heading (and `ready`, when given) and for loading to end. */
export async function show(page: Page, path: string, ready?: (page: Page) => Locator) {
  await page.goto(path);
  await visible(page.getByRole("heading", { level: 1 }));
  if (ready) await visible(ready(page));
  await settled(page);
}

/** A list screen: its footer shows a real range once the first page has answered. */
export async function showList(page: Page, path: string) {
  await show(page, path);
  await expect.poll(() => footer(page).textContent()).toMatch(/^Showing [1-9]\d* to/);
  await settled(page);
}

/** Clicks a control and waits for the dialog, sheet or menu it opens. */
export async function open(
  page: Page,
  control: Locator,
  role: "dialog" | "alertdialog" | "menu" = "dialog",
) {
  await control.click();
  await visible(page.getByRole(role));
  await settled(page);
}

/** The signed-in person's profile, reached through the account menu. */
export async function showProfile(page: Page) {
  await show(page, "/");
  await open(page, page.getByRole("button", { name: /Account menu/ }), "menu");
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await page.waitForURL(/\/myProfile\//);
  await visible(page.getByRole("textbox").first());
  await settled(page);
}

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: true });

export interface ScreenState {
  name: string;
  /** Brings the signed-in page to the state to check. */
  reach: (page: Page) => Promise<void>;
  /** Only at this width (the navigation drawer exists on narrow screens only). */
  only?: Width;
}

/** Checks the page as it is at each width (resized in place) and in both skins. */
export async function expectNoProblems(page: Page, screen: string, widths: readonly Width[]) {
  const findings: Finding[] = [];
  const sideways: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize(WIDTHS[width]);
      await settled(page);
      findings.push(...(await findingsInBothSkins(page, width)));
      // A wide table scrolls inside its card; the page itself never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) sideways.push(`${width}: ${overflow}px wider than the window`);
    }
  } finally {
    await page.setViewportSize(WIDTHS.desktop);
  }
  expect(findings, `axe, ${screen}:\n${describeFindings(findings)}`).toEqual([]);
  expect(sideways, `the page scrolls sideways, ${screen}`).toEqual([]);
}

export const ALL_WIDTHS = Object.keys(WIDTHS) as Width[];

/** One person's screens on one page, each reached at desktop width (or its only width). */
export function checkScreens(
  run: AccessibilityRun,
  email: string,
  screens: ScreenState[],
  afterSignIn?: (page: Page) => Promise<void>,
) {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(run);
    page = await context.newPage();
    await signIn(page, run.url, run.tenant, email);
    await afterSignIn?.(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  for (const screen of screens) {
    test(screen.name, async () => {
      if (screen.only) await page.setViewportSize(WIDTHS[screen.only]);
      await screen.reach(page);
      await expectNoProblems(page, screen.name, screen.only ? [screen.only] : ALL_WIDTHS);
    });
  }
}
