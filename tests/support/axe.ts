import axe from "axe-core";
import type { Page } from "playwright-core";

type Skin = "light" | "dark";

export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
}

/** What axe checks: rules (all when absent) within a part of the page (all when absent). */
interface AxeScope {
  rules?: string[];
  /** A CSS selector of the part to check. */
  within?: string;
}

/**
 * The serious and critical axe violations of the page as it is now. axe is evaluated
 * rather than added as a script tag: the app's Content-Security-Policy refuses inline
 * scripts, and DevTools evaluation is not subject to it.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ rules, within }) => {
    const context = within ? { include: [within] } : document;
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, {
      resultTypes: ["violations"],
      ...(rules ? { runOnly: { type: "rule" as const, values: rules } } : {}),
    });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) =>
        v.nodes.map((node) => ({
          rule: v.id,
          impact: v.impact ?? "",
          help: v.help,
          target: node.target.join(" "),
          summary: (node.failureSummary ?? "").replace(/\s+/g, " ").trim(),
        })),
      );
  }, scope);
}

/**
 * Shows the page in a skin the way web/src/lib/preferences.ts does (the `dark` class on
 * <html>), without a reload, so one screen state is checked in both skins.
 */
export async function showSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle("dark", dark);
    // Where colours change through CSS transitions, wait for them (after a style flush).
    void getComputedStyle(document.body).color;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  }, skin === "dark");
}

/** Waits until nothing on the page says it is loading (route bar, busy tables, spinners). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[role="progressbar"], [aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((el) =>
        /^loading/i.test(el.textContent?.trim() ?? ""),
      ),
    undefined,
    { timeout: 40_000, polling: 100 },
  );
}

export interface Finding extends AxeProblem {
  /** Where it was found, e.g. "phone, dark". */
  where: string;
}

/** One line per problem: where, rule, impact, target, help and axe's summary of the fix. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.where}] ${f.rule} (${f.impact}) at ${f.target}: ${f.help}. ${f.summary}`)
    .join("\n");
}

/**
 * An open dialog of the app (Radix dialogs and sheets, all modal: while one is open, the page
 * behind it is hidden from assistive technology, inert and dimmed).
 */
const MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Serious and critical violations of the current screen state in both skins: every rule
 * in the light skin, and in the dark one the rule that colours decide (color-contrast);
 * the markup is the same in both. With a modal dialog open, the rules run within the
 * dialog, plus the one rule the modal changes for the page behind it (nothing focusable
 * hidden from assistive technology): that page was checked as a screen state of its own,
 * and its text, dimmed behind the overlay, is not what anyone reads then.
 */
export async function findingsInBothSkins(page: Page, where: string): Promise<Finding[]> {
  const modal = (await page.locator(MODAL).count()) > 0;
  const within = modal ? MODAL : undefined;
  const light = [
    ...(await seriousViolations(page, { within })),
    ...(modal ? await seriousViolations(page, { rules: ["aria-hidden-focus"] }) : []),
  ];
  await showSkin(page, "dark");
  try {
    const dark = await seriousViolations(page, { rules: ["color-contrast"], within });
    return [
      ...light.map((p) => ({ ...p, where: `${where}, light` })),
      ...dark.map((p) => ({ ...p, where: `${where}, dark` })),
    ];
  } finally {
    await showSkin(page, "light");
  }
}
