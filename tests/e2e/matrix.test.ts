import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphql, graphqlData } from "../support/api";
import { launchBrowser, shot, signIn } from "../support/browser";
import { demoOrganisation } from "../support/organisations";
import { startStack, type Stack } from "../support/stack";
import { footerTotal, re } from "../support/table";
import { absent, hidden, visible } from "../support/wait";

// The role-to-process matrix end to end: the demo Admin makes a matrix
// on /matrix, saves it, reopens it from /matrix-list and changes it as its owner; the demo
// Manager sees the public matrix without edit controls and cannot change it through the
// API either; the owner deletes it after a confirmation. The tests run in order.
let stack: Stack;
let browser: Browser;
let admin: Page;
let manager: Page;
let TENANT: string;

const NAME = "Departments by role (e2e)";
const RENAMED = "Departments by site (e2e)";
/** The id of the saved matrix, once made. */
let matrixId: number;

interface Cell {
  name: string;
  value: number;
  id: string;
}

beforeAll(async () => {
  stack = await startStack();
  TENANT = await demoOrganisation("matrix");
  browser = await launchBrowser();
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await signIn(admin, stack.url, TENANT, "admin@demo.test");
  manager = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await signIn(manager, stack.url, TENANT, "manager@demo.test");
});

afterAll(async () => {
  await admin?.context().close();
  await manager?.context().close();
  await browser?.close();
  await stack?.stop();
});

const counts = (p: Page) => p.getByRole("table", { name: /^Processes by / });
const matrixRow = (p: Page, name: string) => p.getByRole("row", { name: new RegExp(re(name)) });
const toast = (p: Page, text: string) => p.getByText(text, { exact: true });

async function listLoaded(p: Page) {
  await expect.poll(() => p.getByText(/^Showing \d+ to \d+ of \d+ entries$/).count()).toBe(1);
}

describe("the matrix as the demo Admin", () => {
  test("chooses Dept by Role and every count opens a list of that many processes", async () => {
    await admin.goto(`${stack.url}/matrix`);
    await admin.getByLabel("Row", { exact: true }).selectOption("Dept");
    // As a person would: the second choice once the first shows (the view lives in the URL,
    // and a navigation renders in a transition, later on a busy machine).
    await admin.waitForURL(/\/matrix\?row=Dept$/);
    await admin.getByLabel("Column", { exact: true }).selectOption("Role");
    await admin.waitForURL(/\/matrix\?row=Dept&column=Role$/);
    const table = counts(admin);
    await visible(table);

    const { getMatrix } = await graphqlData<{ getMatrix: Cell[] }>(
      admin,
      TENANT,
      "query($row: String!, $col: String!) { getMatrix(row: $row, col: $col) { name value id } }",
      { row: "Dept", col: "Role" },
    );
    const total = getMatrix.find((cell) => cell.name === "all|all")!;
    expect(total.value).toBeGreaterThan(0);
    // The table shows every cell: zeros red and unlinked, the others links.
    const zeros = getMatrix.filter((cell) => cell.value === 0).length;
    await expect.poll(() => table.locator("[data-zero]").count()).toBe(zeros);
    await expect.poll(() => table.getByRole("link").count()).toBe(getMatrix.length - zeros);
    await shot(admin, "matrix-dept-by-role");

    // A cell of one department and one role: its list has exactly its count.
    const pair = getMatrix.find(
      (cell) => cell.value > 0 && !cell.name.startsWith("all|") && !cell.name.endsWith("|all"),
    )!;
    const [dept, role] = pair.id.split("\t");
    await table.locator(`a[href="${cellHref(pair)}"]`).click();
    await admin.waitForURL(/\/processes\?/);
    expect(new URL(admin.url()).searchParams.getAll("q")).toEqual([dept, role]);
    await listLoaded(admin);
    await expect.poll(() => footerTotal(admin)).toBe(pair.value);
  });

  test("exports the table as CSV", async () => {
    await admin.goto(`${stack.url}/matrix?row=Dept&column=Role`);
    await visible(counts(admin));
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^matrix-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const text = (await readFile(path!, "utf8")).replace(/^\uFEFF/, "");
    const [header, ...records] = text.trimEnd().split("\r\n");
    expect(header).toMatch(/^Dept \\ Role,.*,All$/);
    expect(records.at(-1)).toMatch(/^All,/);
    expect(records.some((record) => record.startsWith("Dept:"))).toBe(true);
  });

  test("saves the view as a new public matrix from the modal", async () => {
    await admin.goto(`${stack.url}/matrix?row=Dept&column=Role`);
    await visible(counts(admin));
    await admin.getByRole("button", { name: "Save as new matrix…" }).click();
    const modal = admin.getByTestId("modal-add-matrix");
    await visible(modal);
    const privacy = modal.getByRole("checkbox", { name: "Private" });
    expect(await privacy.isChecked()).toBe(true);
    expect(await modal.getByLabel("Row", { exact: true }).inputValue()).toBe("Dept");
    expect(await modal.getByLabel("Column", { exact: true }).inputValue()).toBe("Role");
    await modal.getByRole("textbox", { name: "Name" }).fill(NAME);
    // Public, so the other manager sees it in the list.
    await privacy.click();
    await modal.getByRole("button", { name: "Save" }).click();
    await hidden(modal);
    await visible(toast(admin, `Matrix ${NAME} Created`));
    await admin.waitForURL(/matrixId=\d+/);
    matrixId = Number(new URL(admin.url()).searchParams.get("matrixId"));
    expect(matrixId).toBeGreaterThan(0);
    await visible(admin.getByRole("heading", { name: NAME }));
  });

  test("reopens it from the list and saves a changed column as its owner", async () => {
    await admin.goto(`${stack.url}/matrix-list`);
    const row = matrixRow(admin, NAME);
    await visible(row);
    await expect.poll(() => row.textContent()).toMatch(/RoleDeptAlex MorganNO/);
    await shot(admin, "matrix-list");
    await row.getByText("Alex Morgan").click();
    await admin.waitForURL(
      (url) =>
        url.pathname === "/matrix" &&
        url.searchParams.get("row") === "Dept" &&
        url.searchParams.get("column") === "Role" &&
        url.searchParams.get("matrixId") === String(matrixId),
    );
    await visible(counts(admin));
    const save = admin.getByRole("button", { name: "Save", exact: true });
    await absent(save);

    await admin.getByLabel("Column", { exact: true }).selectOption("Site");
    await visible(save);
    await save.click();
    await visible(toast(admin, `Matrix ${NAME} updated`));
    await hidden(save);
    const { savedMatrix } = await graphqlData<{ savedMatrix: { row: string; col: string } }>(
      admin,
      TENANT,
      "query($id: Int!) { savedMatrix(id: $id) { row col } }",
      { id: matrixId },
    );
    expect(savedMatrix).toEqual({ row: "Dept", col: "Site" });
  });

  test("renames it in the list's sidebar", async () => {
    await admin.goto(`${stack.url}/matrix-list`);
    await visible(matrixRow(admin, NAME));
    await admin.getByRole("button", { name: `Edit ${NAME}` }).click();
    const sheet = admin.getByRole("dialog", { name: `${NAME} Edit` });
    await visible(sheet);
    expect(await sheet.getByLabel("Column", { exact: true }).inputValue()).toBe("Site");
    await sheet.getByRole("textbox", { name: "Name" }).fill(RENAMED);
    await sheet.getByRole("button", { name: "Save" }).click();
    await hidden(sheet);
    await visible(toast(admin, `Matrix ${RENAMED} updated`));
    const row = matrixRow(admin, RENAMED);
    await visible(row);
    await expect.poll(() => row.textContent()).toMatch(/SiteDeptAlex MorganNO/);
  });
});

describe("the matrix as another manager", () => {
  test("sees the public matrix without edit or delete controls", async () => {
    await manager.goto(`${stack.url}/matrix-list`);
    const row = matrixRow(manager, RENAMED);
    await visible(row);
    await absent(manager.getByRole("button", { name: `Edit ${RENAMED}` }));
    await absent(manager.getByRole("button", { name: `Delete ${RENAMED}` }));
  });

  test("opens it but gets no Save after changing the view", async () => {
    await manager.goto(`${stack.url}/matrix?matrixId=${matrixId}`);
    await visible(manager.getByRole("heading", { name: RENAMED }));
    await visible(counts(manager));
    await manager.getByLabel("Column", { exact: true }).selectOption("Role");
    await manager.waitForURL(/column=Role/);
    await visible(counts(manager));
    await absent(manager.getByRole("button", { name: "Save", exact: true }));
  });

  test("is refused by the API too, and nothing changes", async () => {
    const answer = await graphql(
      manager,
      TENANT,
      `
        mutation ($id: Int!) {
          updateSavedMatrix(id: $id, row: "Role", col: "Role", name: "Taken over", privacy: false) {
            id
          }
        }
      `,
      { id: matrixId },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const removal = await graphql(
      manager,
      TENANT,
      "mutation($id: Int!) { deleteSavedMatrix(id: $id) }",
      {
        id: matrixId,
      },
    );
    expect(removal.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const { savedMatrix } = await graphqlData<{ savedMatrix: { name: string; col: string } }>(
      admin,
      TENANT,
      "query($id: Int!) { savedMatrix(id: $id) { name col } }",
      { id: matrixId },
    );
    expect(savedMatrix).toEqual({ name: RENAMED, col: "Site" });
  });
});

describe("deleting as the owner", () => {
  test("asks first, keeps it on Cancel, deletes it on Delete", async () => {
    await admin.goto(`${stack.url}/matrix-list`);
    await visible(matrixRow(admin, RENAMED));
    await admin.getByRole("button", { name: `Delete ${RENAMED}` }).click();
    let dialog = admin.getByRole("alertdialog", {
      name: "Are you sure that you want to delete this Matrix?",
    });
    await visible(dialog);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await hidden(dialog);
    await visible(matrixRow(admin, RENAMED));

    await admin.getByRole("button", { name: `Delete ${RENAMED}` }).click();
    dialog = admin.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await hidden(dialog);
    await visible(toast(admin, "Matrix Deleted"));
    await hidden(matrixRow(admin, RENAMED));
    const { savedMatrix } = await graphqlData<{ savedMatrix: unknown }>(
      admin,
      TENANT,
      "query($id: Int!) { savedMatrix(id: $id) { id } }",
      { id: matrixId },
    );
    expect(savedMatrix).toBeNull();
  });
});

/** The process list of a cell, one q param per term (as the screen links it). */
function cellHref(cell: Cell) {
  const params = new URLSearchParams();
  for (const term of cell.id.split("\t")) params.append("q", term);
  return `/processes?${params.toString()}`;
}
