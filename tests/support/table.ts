import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The list footer, "Showing X to Y of Z entries". */
export const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);

/** Z of the footer, once the list has answered (a first page, or a settled empty one). */
export async function footerTotal(page: Page): Promise<number> {
  const text = (await footer(page).textContent()) ?? "";
  const match = /of (\d+) entries$/.exec(text);
  if (!match) throw new Error(`no footer total in "${text}"`);
  return Number(match[1]);
}

/**
 * The text of one column, row by row, found by its header text, so the test does not
 * depend on the position of columns (a selection column comes and goes with rights).
 */
export function columnTexts(page: Page, table: string, header: string): Promise<string[]> {
  return page.getByRole("table", { name: table, exact: true }).evaluate((element, header) => {
    const heads = [...element.querySelectorAll("thead th")];
    const index = heads.findIndex((th) => th.textContent?.trim().startsWith(header));
    if (index < 0) {
      throw new Error(
        `no column "${header}" among ${JSON.stringify(heads.map((th) => th.textContent))}`,
      );
    }
    return [...element.querySelectorAll("tbody tr")].map(
      (tr) => tr.children[index]?.textContent?.trim() ?? "",
    );
  }, header);
}

/** The list has answered with a first page: the footer shows a real range. */
export async function listLoaded(page: Page) {
  await expect.poll(() => footer(page).textContent()).toMatch(/^Showing [1-9]\d* to/);
}

/** `text` as a regular expression that matches it literally. */
export function re(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
