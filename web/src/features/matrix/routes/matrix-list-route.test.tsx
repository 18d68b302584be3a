import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { captureDownloads } from "@/test/downloads";
import type { Handler } from "@/test/graphql-server";
import type { SavedMatrix } from "../api/matrix-fields";
import { MINE, PREFIXES, THEIRS, renderAt, serve, signInAs, toastTexts } from "../testing/fixtures";
import MatrixListRoute from "./matrix-list-route";

/** 23 matrices: mine and two of others', so paging has three pages of 10. */
const MANY: SavedMatrix[] = Array.from({ length: 23 }, (_, i) => ({
  ...(i % 2 ? THEIRS : MINE),
  id: 100 - i,
  name: `Matrix ${String(i + 1).padStart(2, "0")}`,
}));

function api(initial: SavedMatrix[] = [MINE, THEIRS], overrides: Record<string, Handler> = {}) {
  // The stand-in keeps deletions, as the server does, so the refetched page lacks the row.
  let nodes = [...initial];
  return serve({
    SavedMatrixes: ({ page, perPage }) => {
      const size = perPage as number;
      const start = ((page as number) - 1) * size;
      return {
        getSavedMatrixes: { nodes: nodes.slice(start, start + size), totalCount: nodes.length },
      };
    },
    LabelsPrefix: () => ({ getLabelsPrefix: PREFIXES }),
    MakeMatrix: (variables) => ({ makeMatrix: { ...MINE, id: 40, ...variables } }),
    UpdateSavedMatrix: (variables) => ({ updateSavedMatrix: { ...MINE, ...variables } }),
    DeleteSavedMatrix: ({ id }) => {
      nodes = nodes.filter((node) => node.id !== id);
      return { deleteSavedMatrix: true };
    },
    ...overrides,
  });
}

const renderList = (url = "/matrix-list") => renderAt(url, "/matrix-list", <MatrixListRoute />);
const table = () => screen.findByRole("table", { name: "Matrices" });
const location = () => screen.getByTestId("location").textContent;
const sawToast = (text: string) =>
  waitFor(() => expect(toastTexts().some((toast) => toast.includes(text))).toBe(true));

beforeEach(() => {
  signInAs("Manager", 11);
});
afterEach(() => resetSession());

describe("/matrix-list — the table", () => {
  it("shows name, Column and Row badges, owner and private? Yes/NO", async () => {
    api();
    renderList();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Column", "Row", "Owner", "Private?", "Actions"]);
    const [, mine, theirs] = within(grid).getAllByRole("row");
    expect(
      within(mine!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["Departments by role", "Role", "Dept", "Ann Smith", "Yes", expect.any(String)]);
    expect(within(theirs!).getAllByRole("cell")[4]).toHaveTextContent("NO");
    expect(screen.getByText("Showing 1 to 2 of 2 entries")).toBeInTheDocument();
  });

  it("gives edit and delete to the owner's rows only", async () => {
    api();
    renderList();
    await table();
    expect(screen.getByRole("button", { name: "Edit Departments by role" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Departments by role" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Sites by role" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Sites by role" })).not.toBeInTheDocument();
  });

  it("asks for page 1 of 10, id descending, and shows a spinner until it answers", async () => {
    const server = api();
    renderList();
    expect(screen.getByText("Loading entries")).toBeInTheDocument();
    await table();
    await screen.findByText("Showing 1 to 2 of 2 entries");
    expect(server.sent("SavedMatrixes")[0]).toEqual({
      page: 1,
      perPage: 10,
      sortBy: "id",
      isDesc: true,
    });
  });

  it("sorts by name on the server", async () => {
    const server = api();
    const user = renderList();
    await table();
    expect(screen.queryByRole("button", { name: /^Sort by Column/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Sort by Name/ }));
    await waitFor(() =>
      expect(server.sent("SavedMatrixes").at(-1)).toMatchObject({ sortBy: "name", isDesc: false }),
    );
  });

  it("searches on Enter and on its icon, and clears", async () => {
    const server = api();
    const user = renderList();
    await table();
    // The box is drawn afresh for each applied search, so it is found again each time.
    const box = () => screen.getByRole("searchbox", { name: "Search matrices" });
    await user.type(box(), "dept{Enter}");
    await waitFor(() =>
      expect(server.sent("SavedMatrixes").at(-1)).toMatchObject({ q: "dept", page: 1 }),
    );
    expect(location()).toBe("/matrix-list?q=dept");
    await user.clear(box());
    await user.type(box(), "role");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(server.sent("SavedMatrixes").at(-1)).toMatchObject({ q: "role" }));
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(server.sent("SavedMatrixes").at(-1)).not.toHaveProperty("q"));
    expect(box()).toHaveValue("");
  });

  it("pages with the paginator and the Show N entries selector", async () => {
    const server = api(MANY);
    const user = renderList();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(
      within(screen.getByRole("combobox", { name: "Entries per page" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["10", "25", "50", "100"]);
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("Showing 21 to 23 of 23 entries");
    expect(server.sent("SavedMatrixes").at(-1)).toMatchObject({ page: 3, perPage: 10 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Entries per page" }), "25");
    await screen.findByText("Showing 1 to 23 of 23 entries");
    expect(server.sent("SavedMatrixes").at(-1)).toMatchObject({ page: 1, perPage: 25 });
  });

  it("says No matching records found when nothing matches", async () => {
    api([]);
    renderList();
    expect(await screen.findByText("No matching records found")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 to 0 of 0 entries")).toBeInTheDocument();
  });

  it("opens the matrix screen with row, column and id on a row click", async () => {
    api();
    const user = renderList();
    await table();
    await user.click(screen.getByText("Bo Chen"));
    expect(
      await screen.findByText("Landed on /matrix?row=Site&column=Role&matrixId=8"),
    ).toBeInTheDocument();
  });
});

describe("/matrix-list — CSV export", () => {
  afterEach(() => vi.restoreAllMocks());

  it("exports the whole list for its search and sort, not a page", async () => {
    const csv = "name,row,col,owner,private\r\nDepartments by role,Dept,Role,Ann Smith,yes\r\n";
    const server = api(MANY, { ExportSavedMatrices: () => ({ exportSavedMatrices: csv }) });
    const files = captureDownloads();
    const user = renderList("/matrix-list?q=dept&sortBy=name&page=2");
    await table();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(server.sent("ExportSavedMatrices")).toEqual([
      { q: "dept", sortBy: "name", isDesc: false },
    ]);
    expect(files[0]!.name).toMatch(/^saved-matrices-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]!.blob.text()).toBe(`\uFEFF${csv}`);
  });
});

describe("/matrix-list — the forms", () => {
  it("adds from the Add New Matrix sidebar, public by default, and toasts", async () => {
    const server = api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "Add New Matrix" }));
    const sheet = await screen.findByRole("dialog", { name: "Add New Matrix" });
    expect(within(sheet).getByRole("checkbox", { name: "Private" })).not.toBeChecked();
    expect(within(sheet).getByRole("textbox", { name: "Name" })).toHaveAttribute(
      "maxLength",
      "255",
    );
    await user.type(within(sheet).getByRole("textbox", { name: "Name" }), "Sites by dept");
    await waitFor(() =>
      expect(within(sheet).getAllByRole("option", { name: "Site" })).toHaveLength(2),
    );
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Column" }), "Dept");
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Row" }), "Site");
    await user.click(within(sheet).getByRole("button", { name: "Save" }));
    await sawToast("Matrix Sites by dept Created");
    expect(server.sent("MakeMatrix")).toEqual([
      { name: "Sites by dept", col: "Dept", row: "Site", privacy: false },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("requires Name, Column and Row, showing errors only once touched or submitted", async () => {
    const server = api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "Add New Matrix" }));
    const sheet = await screen.findByRole("dialog", { name: "Add New Matrix" });
    const name = within(sheet).getByRole("textbox", { name: "Name" });
    await user.click(name);
    expect(within(sheet).queryByText("Name is required.")).not.toBeInTheDocument();
    await user.tab();
    expect(await within(sheet).findByText("Name is required.")).toBeInTheDocument();
    // Not touched yet: no word about them.
    expect(within(sheet).queryByText("Column is required.")).not.toBeInTheDocument();
    expect(within(sheet).queryByText("Row is required.")).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole("button", { name: "Save" }));
    expect(await within(sheet).findByText("Column is required.")).toBeInTheDocument();
    expect(within(sheet).getByText("Row is required.")).toBeInTheDocument();
    expect(server.sent("MakeMatrix")).toHaveLength(0);
  });

  it("refuses a name over 255 characters in the modal, private by default there", async () => {
    const server = api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "New matrix…" }));
    const modal = await screen.findByTestId("modal-add-matrix");
    expect(within(modal).getByRole("checkbox", { name: "Private" })).toBeChecked();
    expect(within(modal).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await user.click(within(modal).getByRole("textbox", { name: "Name" }));
    await user.paste("x".repeat(256));
    await user.tab();
    expect(
      await within(modal).findByText("Name must be at most 255 characters."),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Save" }));
    expect(server.sent("MakeMatrix")).toHaveLength(0);
    await user.click(within(modal).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("modal-add-matrix")).not.toBeInTheDocument());
  });

  it("edits the owner's matrix in a sidebar titled '<name> Edit' and toasts the update", async () => {
    const server = api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "Edit Departments by role" }));
    const sheet = await screen.findByRole("dialog", { name: "Departments by role Edit" });
    expect(within(sheet).getByRole("checkbox", { name: "Private" })).toBeChecked();
    await user.click(within(sheet).getByRole("checkbox", { name: "Private" }));
    await user.click(within(sheet).getByRole("button", { name: "Save" }));
    await sawToast("Matrix Departments by role updated");
    expect(server.sent("UpdateSavedMatrix")).toEqual([
      { id: 7, name: "Departments by role", col: "Role", row: "Dept", privacy: false },
    ]);
  });

  it("keeps a dirty sidebar open on a click beside it, and closes a clean one", async () => {
    api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "Edit Departments by role" }));
    const sheet = await screen.findByRole("dialog", { name: "Departments by role Edit" });
    await user.type(within(sheet).getByRole("textbox", { name: "Name" }), " 2");
    await user.click(document.body);
    expect(screen.getByRole("dialog", { name: "Departments by role Edit" })).toBeInTheDocument();
    await user.click(within(sheet).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Add New Matrix" }));
    await screen.findByRole("dialog", { name: "Add New Matrix" });
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("/matrix-list — deleting", () => {
  it("asks first, deletes on Delete and toasts Matrix Deleted", async () => {
    const server = api();
    const user = renderList();
    await table();
    await user.click(screen.getByRole("button", { name: "Delete Departments by role" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Are you sure that you want to delete this Matrix?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(server.sent("DeleteSavedMatrix")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Departments by role" }));
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Delete" }));
    await sawToast("Matrix Deleted");
    expect(server.sent("DeleteSavedMatrix")).toEqual([{ id: 7 }]);
    await waitFor(() => expect(screen.queryByText("Departments by role")).not.toBeInTheDocument());
  });
});
