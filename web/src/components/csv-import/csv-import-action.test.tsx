import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import { serve, signInAs } from "@/test/graphql-server";
import type { ImportResult } from "./api/import-result";
import { renderAction } from "./testing/render-import-action";
import { MAX_IMPORT_BYTES } from "./import-kinds";

const CSV = "processHandle,name\nHR-001,Payroll\nHR-002,Hiring\nHR-003,\n";
const CREATED = { line: 2, message: "Created process HR-001", record: { processHandle: "HR-001" } };
const UPDATED = {
  line: 3,
  message: "Updated process HR-002",
  record: { processHandle: "HR-002" },
  changes: [],
  warnings: [],
};
const REFUSED = {
  line: 4,
  message: "name: Name is required.",
  record: { processHandle: "HR-003", name: "" },
};
const NOTE = { line: 2, message: "The label Dept:HR is new; the import creates it.", record: null };

function result(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    created: [CREATED],
    updated: [UPDATED],
    errors: [REFUSED],
    messages: [NOTE],
    dryRun: false,
    cancelled: false,
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Opens the dialog and chooses a file; resolves once the preview (or its failure) shows. */
async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(screen.getByRole("button", { name: "Import CSV" }));
  const dialog = await screen.findByRole("dialog", { name: "Import processes" });
  await user.upload(within(dialog).getByLabelText("CSV file of processes"), file);
  return dialog;
}

const csvFile = (text = CSV, name = "processes.csv") =>
  new File([text], name, { type: "text/csv" });

beforeEach(() => signInAs("Admin"));
afterEach(() => resetSession());

describe("CSV import dialog", () => {
  it("offers the template and the example of the format, and the columns", async () => {
    serve({});
    const { user } = renderAction();
    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import processes" });
    const template = within(dialog).getByRole("link", { name: "Download the template" });
    expect(template).toHaveAttribute("download", "processes-template.csv");
    expect(decodeURIComponent(template.getAttribute("href") ?? "")).toContain(
      "processHandle,name,description,category,labels,assignedRoles,owningRole,frequency,scheduledFrom,docs",
    );
    const example = within(dialog).getByRole("link", { name: "Download an example" });
    expect(decodeURIComponent(example.getAttribute("href") ?? "")).toContain("HR-001");
    expect(within(dialog).getByText("assignedRoles")).toBeInTheDocument();
  });

  it("shows the preview of a dry run: counts, refused lines with their cells, messages", async () => {
    const server = serve({
      ImportProcesses: () => ({ importProcesses: result({ dryRun: true }) }),
    });
    const { user } = renderAction();
    const dialog = await chooseFile(user, csvFile());

    const summary = await within(dialog).findByLabelText("What the import would do");
    expect(summary).toHaveTextContent("To create1");
    expect(summary).toHaveTextContent("To update1");
    expect(summary).toHaveTextContent("Refused1");
    expect(summary).toHaveTextContent("Messages1");
    expect(server.sent("ImportProcesses")).toEqual([
      { csvText: CSV, dryRun: true, blankCellsClear: false },
    ]);

    const refused = within(dialog).getByRole("table", { name: "Refused lines" });
    expect(
      within(refused)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Line", "Message", "Cells"]);
    const row = within(refused).getByRole("row", { name: /HR-003/ });
    expect(row).toHaveTextContent("4");
    expect(row).toHaveTextContent("name: Name is required.");
    expect(within(dialog).getByRole("table", { name: "Messages" })).toHaveTextContent(
      "The label Dept:HR is new",
    );
    expect(within(dialog).getByRole("button", { name: "Import 2 lines" })).toBeEnabled();
  });

  it("says so and disables confirm when nothing would change", async () => {
    serve({
      ImportProcesses: () => ({
        importProcesses: result({
          dryRun: true,
          created: [],
          updated: [],
          errors: [],
          messages: [],
        }),
      }),
    });
    const { user } = renderAction();
    const dialog = await chooseFile(user, csvFile());
    expect(await within(dialog).findByText(/Nothing would change/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import 0 lines" })).toBeDisabled();
    // Back to choosing another file.
    await user.click(within(dialog).getByRole("button", { name: "Choose another file" }));
    expect(within(dialog).getByLabelText("CSV file of processes")).toBeInTheDocument();
  });

  it("confirm runs the import with progress, then the result dialog shows the counts and the list reloads", async () => {
    const run = deferred<{ importProcesses: ImportResult }>();
    const server = serve({
      ImportProcesses: ({ dryRun }) =>
        dryRun ? { importProcesses: result({ dryRun: true }) } : run.promise,
      ImportProgress: () => ({
        importProgress: {
          kind: "PROCESSES",
          phase: "STAGING",
          dryRun: false,
          linesTotal: 3,
          linesChecked: 3,
          linesWritten: 1,
        },
      }),
    });
    const { user, onImported } = renderAction();
    const dialog = await chooseFile(user, csvFile());
    await user.click(await within(dialog).findByRole("button", { name: "Import 2 lines" }));

    const bar = await within(dialog).findByRole("progressbar", { name: "Import progress" });
    // Written lines count against those the preview found to create or update (2).
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "1"));
    expect(bar).toHaveAttribute("aria-valuemax", "2");
    expect(bar).toHaveAttribute("aria-valuetext", "Writing: 1 of 2 lines");
    expect(server.sent("ImportProgress")[0]).toEqual({ kind: "PROCESSES" });
    expect(server.sent("ImportProcesses")[1]).toEqual({
      csvText: CSV,
      dryRun: false,
      blankCellsClear: false,
    });
    // Marked as an import, for the API's larger body limit.
    const runCall = vi
      .mocked(graphqlRequest)
      .mock.calls.find(([, v]) => (v as { dryRun?: boolean } | undefined)?.dryRun === false);
    expect(runCall?.[2]).toEqual({ headers: { "x-csv-import": "1" } });
    expect(onImported).not.toHaveBeenCalled();

    run.resolve({ importProcesses: result() });
    const done = await screen.findByRole("dialog", { name: "Import result" });
    const counts = within(done).getByLabelText("Import counts");
    expect(counts).toHaveTextContent("Created1");
    expect(counts).toHaveTextContent("Updated1");
    expect(counts).toHaveTextContent("Errors1");
    expect(counts).toHaveTextContent("Messages1");
    expect(within(done).getByRole("table", { name: "Errors" })).toHaveTextContent("HR-003");
    expect(within(done).getByRole("table", { name: "Created" })).toHaveTextContent(
      "Created process HR-001",
    );
    expect(screen.queryByRole("dialog", { name: "Import processes" })).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it("Cancel calls the cancel mutation; the result says nothing was applied", async () => {
    const run = deferred<{ importProcesses: ImportResult }>();
    const server = serve({
      ImportProcesses: ({ dryRun }) =>
        dryRun ? { importProcesses: result({ dryRun: true }) } : run.promise,
      ImportProgress: () => ({ importProgress: null }),
      CancelProcessesImport: () => {
        run.resolve({
          importProcesses: result({
            created: [],
            updated: [],
            errors: [],
            messages: [],
            cancelled: true,
          }),
        });
        return { cancelProcessesImport: true };
      },
    });
    const { user } = renderAction();
    const dialog = await chooseFile(user, csvFile());
    await user.click(await within(dialog).findByRole("button", { name: "Import 2 lines" }));
    await user.click(await within(dialog).findByRole("button", { name: "Cancel import" }));

    expect(server.sent("CancelProcessesImport")).toHaveLength(1);
    const done = await screen.findByRole("dialog", { name: "Import result" });
    expect(done).toHaveTextContent("The import was cancelled; nothing was applied.");
    expect(within(done).getByLabelText("Import counts")).toHaveTextContent("Created0");
  });

  it("closing the dialog while an import runs asks whether to cancel it", async () => {
    const run = deferred<{ importProcesses: ImportResult }>();
    const server = serve({
      ImportProcesses: ({ dryRun }) =>
        dryRun ? { importProcesses: result({ dryRun: true }) } : run.promise,
      ImportProgress: () => ({ importProgress: null }),
      CancelProcessesImport: () => ({ cancelProcessesImport: true }),
    });
    const { user } = renderAction();
    const dialog = await chooseFile(user, csvFile());
    await user.click(await within(dialog).findByRole("button", { name: "Import 2 lines" }));
    await within(dialog).findByRole("progressbar");
    await user.keyboard("{Escape}");

    const ask = await screen.findByRole("alertdialog", { name: "Cancel the import?" });
    await user.click(within(ask).getByRole("button", { name: "Keep importing" }));
    expect(server.sent("CancelProcessesImport")).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Import processes" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    const again = await screen.findByRole("alertdialog", { name: "Cancel the import?" });
    await user.click(within(again).getByRole("button", { name: "Cancel import" }));
    await waitFor(() => expect(server.sent("CancelProcessesImport")).toHaveLength(1));
    run.resolve({ importProcesses: result({ cancelled: true, created: [], updated: [] }) });
    expect(await screen.findByRole("dialog", { name: "Import result" })).toHaveTextContent(
      "nothing was applied",
    );
  });

  it("refuses a file over 10 MB before sending anything", async () => {
    serve({});
    const { user } = renderAction();
    const big = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], "huge.csv", { type: "text/csv" });
    const dialog = await chooseFile(user, big);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "huge.csv is 10.1 MB; an import file may be at most 10 MB.",
    );
    expect(vi.mocked(graphqlRequest)).not.toHaveBeenCalled();
  });

  it("a failure keeps the chosen file: Try again sends it again without a new choice", async () => {
    let calls = 0;
    const server = serve({
      ImportProcesses: ({ dryRun }) => {
        if (dryRun) return { importProcesses: result({ dryRun: true }) };
        calls += 1;
        if (calls === 1)
          throw new ApiError("An import of processes is already running.", "BAD_USER_INPUT");
        return { importProcesses: result() };
      },
      ImportProgress: () => ({ importProgress: null }),
    });
    const { user } = renderAction();
    const dialog = await chooseFile(user, csvFile());
    await user.click(await within(dialog).findByRole("button", { name: "Import 2 lines" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "An import of processes is already running.",
    );
    expect(dialog).toHaveTextContent("processes.csv");
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("dialog", { name: "Import result" })).toBeInTheDocument();
    expect(server.sent("ImportProcesses")).toEqual([
      { csvText: CSV, dryRun: true, blankCellsClear: false },
      { csvText: CSV, dryRun: false, blankCellsClear: false },
      { csvText: CSV, dryRun: false, blankCellsClear: false },
    ]);
  });
});
