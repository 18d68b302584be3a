import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { DEMO_SCHEDULED_FROM } from "../../local/seed/demo-catalogue.ts";
import { launchBrowser, shot, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { columnTexts, footerTotal, listLoaded } from "../support/table";
import { hidden, visible } from "../support/wait";

// CSV import and export end to end: the demo Admin imports processes from a
// file with two bad lines (preview, confirm, result), finds them in the list, exports the
// whole list and re-imports it with nothing to change; imports roles briefly; and previews a
// people file whose lines would take a role away and remove an email (flagged, blank cells
// kept). One page, few navigations: the tests run in order and build on each other.
let stack: Stack;
let browser: Browser;
let page: Page;

const PROCESS_NAMES = [
  "Import check: floor sweep",
  "Import check: forklift inspection",
  "Import check: stock count",
];
// Lines 3 and 5 are refused, each for one reason: an unknown role and a frequency that is
// not the compact form. The others use the demo's roles and labels (no "new label" notes).
const PROCESSES_CSV = [
  "processHandle,name,description,category,labels,assignedRoles,owningRole,frequency,scheduledFrom,docs,unfinishedRule",
  `E2E-001,${PROCESS_NAMES[0]},"Sweep the floor, then log it",QA,Dept:Quality;Priority:Low,QA,QA,W1:Mon@2026-01-05,2026-01-05,Sweep guide|https://example.com/sweep,Lapses`,
  "E2E-002,Import check: unknown role,,,,NOPE,,,,,",
  `E2E-003,${PROCESS_NAMES[1]},,,Dept:Maintenance,QA;WH,,"Mar,Jun,Sep,Dec:5#L",2026-03-01,,StaysLate`,
  "E2E-004,Import check: bad frequency,,,,QA,,every other day,,,",
  `e2e-005,${PROCESS_NAMES[2]},Count the stock when it looks low,,,,,,2026-01-01,,StaysLate`,
  "",
].join("\r\n");

beforeAll(async () => {
  stack = await startStack();
  const tenant = await demoOrganisation("import");
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, stack.url, tenant, "admin@demo.test");
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const importDialog = (plural: string) => page.getByRole("dialog", { name: `Import ${plural}` });
const resultDialog = () => page.getByRole("dialog", { name: "Import result" });
/** A dialog's own button in its footer (the corner's × is named "Close" too). */
const footerButton = (dialog: Locator, name: string) =>
  dialog.locator('[data-slot="dialog-footer"]').getByRole("button", { name, exact: true });

/** The figures of a counts group ("To create" → 3), as the dialog shows them. */
function counts(scope: Locator, group: string): Promise<Record<string, number>> {
  return scope
    .getByRole("group", { name: group })
    .evaluate((element) =>
      Object.fromEntries(
        [...element.querySelectorAll("dt")].map((dt) => [
          dt.textContent?.trim() ?? "",
          Number(dt.nextElementSibling?.textContent?.replace(/,/g, "")),
        ]),
      ),
    );
}

/** Opens the list's import dialog and gives it a file, as choosing one does. */
async function chooseFile(plural: string, name: string, text: string | Buffer) {
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = importDialog(plural);
  await visible(dialog.getByRole("button", { name: "Choose a file" }));
  await dialog.getByLabel(`CSV file of ${plural}`).setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: typeof text === "string" ? Buffer.from(text, "utf8") : text,
  });
  await visible(dialog.getByRole("group", { name: "What the import would do" }));
  return dialog;
}

/** The line numbers and messages of an entries table ("Refused lines", "Errors"). */
async function entries(table: string) {
  const lines = await columnTexts(page, table, "Line");
  // The message cell also holds the line's cells for phones (hidden at this width).
  const messages = await page
    .getByRole("table", { name: table, exact: true })
    .locator("tbody tr td:nth-child(2)")
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ""));
  return lines.map((line, i) => `${line}: ${messages[i]}`);
}

const REFUSED = [
  /^3: assignedRoles: There is no role with the handle "NOPE"\.$/,
  /^5: frequency: .+/,
];

async function search(text: string) {
  const box = page.getByRole("searchbox").first();
  await box.fill(text);
  await box.press("Enter");
}

describe("CSV import and export as the demo Admin", () => {
  let everything: number;
  let exported: Buffer;

  test("imports processes: the preview and the result name the two refused lines", async () => {
    await page.goto(`${stack.url}/processes`);
    await listLoaded(page);
    everything = await footerTotal(page);

    const dialog = await chooseFile("processes", "processes.csv", PROCESSES_CSV);
    expect(await counts(dialog, "What the import would do")).toEqual({
      "To create": 3,
      "To update": 0,
      Refused: 2,
      Messages: 0,
    });
    const refused = await entries("Refused lines");
    expect(refused).toHaveLength(2);
    refused.forEach((entry, i) => expect(entry).toMatch(REFUSED[i]!));
    expect(await columnTexts(page, "To create", "Line")).toEqual(["2", "4", "6"]);
    await shot(page, "import-preview");

    await dialog.getByRole("button", { name: "Import 3 lines" }).click();
    const result = resultDialog();
    await visible(result.getByRole("group", { name: "Import counts" }));
    await hidden(dialog);
    expect(await counts(result, "Import counts")).toEqual({
      Created: 3,
      Updated: 0,
      Errors: 2,
      Messages: 0,
    });
    const errors = await entries("Errors");
    expect(errors).toHaveLength(2);
    errors.forEach((entry, i) => expect(entry).toMatch(REFUSED[i]!));
    expect(await entries("Created")).toEqual([
      "2: Created process E2E-001",
      "4: Created process E2E-003",
      "6: Created process e2e-005",
    ]);
    await shot(page, "import-result");
    await footerButton(result, "Close").click();
    await hidden(result);
  });

  test("finds the imported processes in the list, and not the refused ones", async () => {
    await expect.poll(() => footerTotal(page)).toBe(everything + 3);
    await search('"Import check"');
    await expect.poll(() => footerTotal(page)).toBe(3);
    expect((await columnTexts(page, "Processes", "Name")).sort()).toEqual(PROCESS_NAMES);
    const row = page.getByRole("row", { name: new RegExp(PROCESS_NAMES[0]!) });
    await expect.poll(() => row.textContent()).toMatch(/E2E-001.*Dept:Quality.*W1:Mon@2026-01-05/);
    await page
      .getByRole("list", { name: "Active filters" })
      .getByRole("button", { name: /^Remove filter/ })
      .click();
    await expect.poll(() => footerTotal(page)).toBe(everything + 3);
  });

  test("exports the whole list in the import format", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^processes-\d{4}-\d{2}-\d{2}\.csv$/);
    exported = await readFile((await download.path())!);
    const text = exported.toString("utf8").replace(/^\uFEFF/, "");
    // A header and one line per process (the demo's cells hold no line breaks).
    const [header, ...records] = text.trimEnd().split(/\r?\n/);
    expect(header).toBe(PROCESSES_CSV.split("\r\n", 1)[0]);
    expect(records).toHaveLength(everything + 3);
    // What was imported comes out as it went in (scheduledFrom given: it defaults to today).
    const imported = PROCESSES_CSV.split("\r\n");
    for (const line of [2, 4, 6]) expect(records).toContain(imported[line - 1]);
    for (const handle of ["E2E-001", "E2E-003", "e2e-005"]) expect(text).toContain(`\n${handle},`);
    expect(text).not.toContain("E2E-002");
  });

  test("re-importing the export changes nothing", async () => {
    const dialog = await chooseFile("processes", "processes-export.csv", exported);
    expect(await counts(dialog, "What the import would do")).toEqual({
      "To create": 0,
      "To update": 0,
      Refused: 0,
      Messages: 0,
    });
    await visible(dialog.getByText("Nothing would change: every line matches what is stored."));
    expect(await dialog.getByRole("button", { name: "Import 0 lines" }).isDisabled()).toBe(true);
    // The preview's footer offers another file or the import; the corner's × closes.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await hidden(dialog);
  });

  test("imports roles: a new role under a stored one, and an unknown parent refused", async () => {
    await page.goto(`${stack.url}/roles`);
    await listLoaded(page);
    const dialog = await chooseFile(
      "roles",
      "roles.csv",
      "roleHandle,name,description,reportsTo\n" +
        "E2E-LEAD,Import check lead,Leads the imported checks,QA\n" +
        "E2E-ORPHAN,Import check orphan,,NOPE\n",
    );
    expect(await counts(dialog, "What the import would do")).toEqual({
      "To create": 1,
      "To update": 0,
      Refused: 1,
      Messages: 0,
    });
    await dialog.getByRole("button", { name: "Import 1 line" }).click();
    const result = resultDialog();
    await visible(result.getByRole("group", { name: "Import counts" }));
    expect(await counts(result, "Import counts")).toEqual({
      Created: 1,
      Updated: 0,
      Errors: 1,
      Messages: 0,
    });
    expect(await entries("Errors")).toEqual([
      '3: reportsTo: There is no role with the handle "NOPE".',
    ]);
    await footerButton(result, "Close").click();
    await hidden(result);
    await search("Import check");
    await visible(page.getByRole("row", { name: /E2E-LEAD/ }));
    await expect.poll(() => footerTotal(page)).toBe(1);
  });

  test("previews a people file: blank cells keep, lines that end a sign-in or take a role are flagged", async () => {
    await page.goto(`${stack.url}/people`);
    await listLoaded(page);
    const dialog = await chooseFile(
      "people",
      "people.csv",
      "peopleHandle,name,email,mobile,roles\n" +
        // Blank email and mobile keep Sam's; the roles cell takes EHS away.
        "staylor,Sam Taylor,,,PROD\n" +
        "hnguyen,Hoa Nguyen,#clear,,\n" +
        "rsilva,Rafael Silva Jr,,,\n",
    );
    expect(await counts(dialog, "What the import would do")).toEqual({
      "To create": 0,
      "To update": 3,
      Refused: 0,
      Messages: 0,
    });
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toMatch(/^2 lines end a person's sign-in or take roles away\./);
    expect(await columnTexts(page, "Flagged lines", "Line")).toEqual(["2", "3"]);
    const flagged = dialog.getByRole("table", { name: "Flagged lines", exact: true });
    expect(await flagged.getByRole("list", { name: "Warnings of line 2" }).textContent()).toBe(
      "Takes the role EHS away from staylor.",
    );
    expect(await flagged.getByRole("list", { name: "Warnings of line 3" }).textContent()).toBe(
      "Removes the email of hnguyen: they can no longer sign in.",
    );
    const updated = dialog.getByRole("table", { name: "To update", exact: true });
    const changes = (line: number) =>
      updated
        .getByRole("list", { name: `Changes of line ${line}` })
        .getByRole("listitem")
        .allTextContents();
    // Sam has held both roles since the demo's start; the kept one keeps that day.
    const since = DEMO_SCHEDULED_FROM;
    expect(await changes(2)).toEqual([`roles: EHS@${since};PROD@${since} → PROD@${since}`]);
    expect(await changes(3)).toEqual(["email: hoa.nguyen@demo.test → empty"]);
    expect(await changes(4)).toEqual(["name: Rafael Silva → Rafael Silva Jr"]);
    await visible(dialog.getByRole("button", { name: "Import 3 lines, 2 flagged" }));
    await shot(page, "import-flagged-preview");
    // Nothing was applied: Sam still has the email he signs in with.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await hidden(dialog);
    await search("staylor");
    await expect
      .poll(() => page.getByRole("row", { name: /staylor/ }).textContent())
      .toContain("user@demo.test");
  });
});
