import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import {
  DEPT_BY_ROLE,
  DEPT_BY_SITE,
  MINE,
  PREFIXES,
  THEIRS,
  renderAt,
  serve,
  signInAs,
  toastTexts,
} from "../testing/fixtures";
import { captureDownloads } from "@/test/downloads";
import type { Handler } from "@/test/graphql-server";
import MatrixRoute from "./matrix-route";

function api(overrides: Record<string, Handler> = {}) {
  // The stand-in keeps what is saved, as the server does, so refetches see the update.
  const matrices: Record<number, typeof MINE> = { 7: { ...MINE }, 8: { ...THEIRS } };
  return serve({
    LabelsPrefix: () => ({ getLabelsPrefix: PREFIXES }),
    Matrix: ({ row, col }) => {
      if (row === "Dept" && col === "Role") return { getMatrix: DEPT_BY_ROLE };
      if (row === "Dept" && col === "Site") return { getMatrix: DEPT_BY_SITE };
      if (row === "Site" && col === "Role") return { getMatrix: DEPT_BY_ROLE };
      throw new ApiError(`row: unknown prefix "${String(row)}"`, "BAD_USER_INPUT");
    },
    SavedMatrix: ({ id }) => ({ savedMatrix: matrices[id as number] ?? null }),
    UpdateSavedMatrix: (variables) => {
      const id = variables.id as number;
      matrices[id] = { ...matrices[id]!, ...variables };
      return { updateSavedMatrix: matrices[id] };
    },
    MakeMatrix: (variables) => ({
      makeMatrix: {
        ...MINE,
        id: 31,
        name: variables.name,
        row: variables.row,
        col: variables.col,
        privacy: variables.privacy,
      },
    }),
    ...overrides,
  });
}

const renderMatrix = (url: string) => renderAt(url, "/matrix", <MatrixRoute />);
const table = () => screen.findByRole("table", { name: /^Processes by / });
const location = () => screen.getByTestId("location").textContent;
const select = (name: "Row" | "Column") => screen.getByRole("combobox", { name });

beforeEach(() => {
  signInAs("Manager", 11);
});
afterEach(() => resetSession());

describe("/matrix — the counts", () => {
  it("shows row values down and column values across with All totals", async () => {
    api();
    renderMatrix("/matrix?row=Dept&column=Role");
    const grid = await table();
    const rows = within(grid).getAllByRole("row");
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      "Dept \\ Role",
      "Dept:Finance",
      "Dept:HR",
      "All",
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Dept \\ Role", "FIN", "HR", "All"]);
    expect(
      within(rows[3]!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["2", "3", "5"]);
  });

  it("links a non-zero cell to the processes with one q param per term", async () => {
    api();
    const user = renderMatrix("/matrix?row=Dept&column=Role");
    await table();
    const link = screen.getByRole("link", { name: "3 processes with Dept:HR and HR" });
    expect(link).toHaveAttribute("href", "/processes?q=label%3ADept%3AHR&q=role%3AHR");
    // An "all" value is its prefix: prefix:Dept.
    expect(
      screen.getByRole("link", { name: "5 processes with any row value and any column value" }),
    ).toHaveAttribute("href", "/processes?q=prefix%3ADept&q=prefix%3ARole");
    await user.click(link);
    expect(
      await screen.findByText("Landed on /processes?q=label%3ADept%3AHR&q=role%3AHR"),
    ).toBeInTheDocument();
  });

  it("shows zeros in red, not as links, and says so in text too", async () => {
    api();
    renderMatrix("/matrix?row=Dept&column=Role");
    const grid = await table();
    const zeros = grid.querySelectorAll("[data-zero]");
    expect(zeros).toHaveLength(2);
    for (const zero of zeros) {
      expect(zero).toHaveClass("text-destructive");
      expect(zero.closest("a")).toBeNull();
      expect(zero).toHaveTextContent("0 (none)");
      expect(zero.getAttribute("title")).toMatch(/^0 processes with /);
    }
  });

  it("asks for a row and a column before it loads any counts", async () => {
    const server = api();
    renderMatrix("/matrix");
    expect(await screen.findByText("Choose a row and a column to see the counts.")).toBeVisible();
    expect(server.sent("Matrix")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("offers the label prefixes and Role and keeps the choice in the URL", async () => {
    const server = api();
    const user = renderMatrix("/matrix");
    await screen.findByText("Choose a row and a column to see the counts.");
    expect(
      within(select("Row"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose…", "Dept", "Site", "Role"]);
    await user.selectOptions(select("Row"), "Dept");
    await user.selectOptions(select("Column"), "Role");
    await table();
    expect(location()).toBe("/matrix?row=Dept&column=Role");
    expect(server.sent("Matrix")).toEqual([{ row: "Dept", col: "Role" }]);
  });

  it("shows a spinner while loading and the server's refusal when the counts fail", async () => {
    api();
    renderMatrix("/matrix?row=Gone&column=Role");
    expect(screen.getByText("Loading the matrix")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'The matrix could not be loaded: row: unknown prefix "Gone"',
    );
    // The vanished prefix stays visible in its select rather than another one showing.
    expect(select("Row")).toHaveValue("Gone");
  });

  it("says how to make label prefixes when there are none yet", async () => {
    api({ LabelsPrefix: () => ({ getLabelsPrefix: [{ label: "Role", id: "Role" }] }) });
    renderMatrix("/matrix");
    expect(await screen.findByText(/There are no label prefixes yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Labels" })).toHaveAttribute("href", "/labels");
  });
});

describe("/matrix — a saved matrix", () => {
  it("restores the saved row and column from ?matrixId= alone", async () => {
    const server = api();
    renderMatrix("/matrix?matrixId=7");
    await table();
    expect(screen.getByRole("heading", { name: "Departments by role" })).toBeInTheDocument();
    expect(select("Row")).toHaveValue("Dept");
    expect(select("Column")).toHaveValue("Role");
    expect(server.sent("SavedMatrix")).toEqual([{ id: 7 }]);
    expect(server.sent("Matrix")).toEqual([{ row: "Dept", col: "Role" }]);
  });

  it("lets the URL's row and column win over the saved ones", async () => {
    const server = api();
    renderMatrix("/matrix?row=Dept&column=Site&matrixId=7");
    await table();
    expect(select("Column")).toHaveValue("Site");
    expect(server.sent("Matrix")).toEqual([{ row: "Dept", col: "Site" }]);
    // A view that differs from the saved matrix is a change its owner may save.
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("shows Save to the owner only after a change, saves and toasts", async () => {
    const server = api();
    const user = renderMatrix("/matrix?row=Dept&column=Role&matrixId=7");
    await table();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();

    await user.selectOptions(select("Column"), "Site");
    expect(location()).toBe("/matrix?row=Dept&column=Site&matrixId=7");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toastTexts().some((text) => text.includes("Matrix Departments by role updated"))).toBe(
        true,
      ),
    );
    expect(server.sent("UpdateSavedMatrix")).toEqual([
      { id: 7, name: "Departments by role", privacy: true, row: "Dept", col: "Site" },
    ]);
    // The saved matrix now is this view: nothing left to save.
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument(),
    );
  });

  it("never shows Save on someone else's matrix", async () => {
    api();
    const user = renderMatrix("/matrix?matrixId=8");
    await table();
    await user.selectOptions(select("Row"), "Dept");
    await table();
    expect(location()).toBe("/matrix?matrixId=8&row=Dept&column=Role");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("says so when the saved matrix is gone, and still shows the URL's view", async () => {
    api();
    renderMatrix("/matrix?row=Dept&column=Role&matrixId=99");
    expect(await screen.findByText(/The saved matrix 99 does not exist/)).toBeInTheDocument();
    await table();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("saves the view as a new private matrix from the modal and opens it", async () => {
    const server = api();
    const user = renderMatrix("/matrix?row=Dept&column=Role");
    await table();
    await user.click(screen.getByRole("button", { name: "Save as new matrix…" }));
    const modal = await screen.findByTestId("modal-add-matrix");
    expect(modal).toHaveAttribute("id", "modal-add-matrix");
    expect(within(modal).getByRole("checkbox", { name: "Private" })).toBeChecked();
    expect(within(modal).getByRole("combobox", { name: "Row" })).toHaveValue("Dept");
    expect(within(modal).getByRole("combobox", { name: "Column" })).toHaveValue("Role");
    await user.type(within(modal).getByRole("textbox", { name: "Name" }), "HR view");
    await user.click(within(modal).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location()).toBe("/matrix?row=Dept&column=Role&matrixId=31"));
    expect(server.sent("MakeMatrix")).toEqual([
      { name: "HR view", row: "Dept", col: "Role", privacy: true },
    ]);
    expect(toastTexts().some((text) => text.includes("Matrix HR view Created"))).toBe(true);
  });
});

describe("/matrix — CSV export", () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads the server's CSV of the row and column shown, dated, with a BOM", async () => {
    const csv = '\'=Dept \\ Site,"Site:Lisbon, ""Old town""",All\r\nDept:HR,1,1\r\nAll,1,1\r\n';
    const server = api({ ExportMatrix: () => ({ exportMatrix: csv }) });
    const files = captureDownloads();
    const user = renderMatrix("/matrix?row=Dept&column=Site");
    await table();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(server.sent("ExportMatrix")).toEqual([{ row: "Dept", col: "Site" }]);
    expect(files[0]!.name).toMatch(/^matrix-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]!.blob.type).toBe("text/csv;charset=utf-8");
    expect(await files[0]!.blob.text()).toBe(`\uFEFF${csv}`);
  });

  it("shows a refusal in the global error toast and downloads nothing", async () => {
    api({
      ExportMatrix: () => {
        throw new ApiError(
          "This list has 60,001 rows; an export holds at most 50,000.",
          "BAD_USER_INPUT",
        );
      },
    });
    const files = captureDownloads();
    const user = renderMatrix("/matrix?row=Dept&column=Site");
    await table();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(toastTexts().some((text) => text.includes("an export holds at most 50,000"))).toBe(
        true,
      ),
    );
    expect(files).toEqual([]);
  });
});
