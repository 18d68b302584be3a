import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { resetSession } from "@/lib/session";
import { serve, signInAs } from "@/test/graphql-server";
import type { ImportResult } from "./api/import-result";
import { CsvImportAction } from "./csv-import-action";
import { renderAction } from "./testing/render-import-action";

beforeEach(() => signInAs("Admin"));
afterEach(() => resetSession());

describe("CSV import dialog: blank cells and flagged lines", () => {
  const PEOPLE_CSV = "peopleHandle,name,email,roles\nstaylor,Sam Taylor,#clear,PROD\nbo,Bo,,\n";
  const FLAGGED = {
    line: 2,
    message: "Updated person staylor",
    record: { peopleHandle: "staylor" },
    changes: [
      { field: "email", from: "sam@example.com", to: "" },
      { field: "roles", from: "EHS;PROD", to: "PROD" },
    ],
    warnings: [
      "Removes the email of staylor: they can no longer sign in.",
      "Takes the role EHS away from staylor.",
    ],
  };
  const RENAMED = {
    line: 3,
    message: "Updated person bo",
    record: { peopleHandle: "bo" },
    changes: [{ field: "name", from: "Bo Chen", to: "Bo" }],
    warnings: [],
  };
  const peopleResult = (dryRun: boolean): ImportResult => ({
    created: [],
    updated: [FLAGGED, RENAMED],
    errors: [],
    messages: [],
    dryRun,
    cancelled: false,
  });

  async function choosePeopleFile() {
    const onImported = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CsvImportAction kind="USERS" onImported={onImported} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import people" });
    const choice = within(dialog).getByRole("checkbox", { name: "Blank cells clear values" });
    expect(choice).not.toBeChecked();
    await user.upload(
      within(dialog).getByLabelText("CSV file of people"),
      new File([PEOPLE_CSV], "people.csv", { type: "text/csv" }),
    );
    await within(dialog).findByLabelText("What the import would do");
    return { user, dialog };
  }

  it("flags the lines that end a sign-in or take roles away, each change stored → new, before anything is applied", async () => {
    const server = serve({
      ImportUsers: ({ dryRun }) => ({ importUsers: peopleResult(dryRun === true) }),
    });
    const { dialog } = await choosePeopleFile();

    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "1 line ends a person's sign-in or takes roles away.",
    );
    const flagged = within(dialog).getByRole("table", { name: "Flagged lines" });
    expect(within(flagged).getAllByRole("row")).toHaveLength(2);
    expect(within(flagged).getByRole("list", { name: "Warnings of line 2" })).toHaveTextContent(
      "Removes the email of staylor: they can no longer sign in.Takes the role EHS away from staylor.",
    );
    const updated = within(dialog).getByRole("table", { name: "To update" });
    expect(within(updated).getByRole("list", { name: "Changes of line 2" })).toHaveTextContent(
      "email: sam@example.com → emptyroles: EHS;PROD → PROD",
    );
    expect(within(updated).getByRole("list", { name: "Changes of line 3" })).toHaveTextContent(
      "name: Bo Chen → Bo",
    );
    expect(within(updated).queryByRole("list", { name: "Warnings of line 3" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Import 2 lines, 1 flagged" })).toBeEnabled();
    // Only the preview was asked for: nothing is applied before the person confirms.
    expect(server.sent("ImportUsers")).toEqual([
      { csvText: PEOPLE_CSV, dryRun: true, blankCellsClear: false },
    ]);
  });

  it("no flagged lines: no warning and a plain confirm", async () => {
    serve({
      ImportUsers: ({ dryRun }) => ({
        importUsers: { ...peopleResult(dryRun === true), updated: [RENAMED] },
      }),
    });
    const { dialog } = await choosePeopleFile();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).queryByRole("table", { name: "Flagged lines" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Import 1 line" })).toBeEnabled();
  });

  it("'Blank cells clear values' checks the file again under it, and the import applies what the preview showed", async () => {
    const server = serve({
      ImportUsers: ({ dryRun }) => ({ importUsers: peopleResult(dryRun === true) }),
      ImportProgress: () => ({ importProgress: null }),
    });
    const { user, dialog } = await choosePeopleFile();
    await user.click(within(dialog).getByRole("checkbox", { name: "Blank cells clear values" }));
    await waitFor(() => expect(server.sent("ImportUsers")).toHaveLength(2));
    await user.click(
      await within(dialog).findByRole("button", { name: "Import 2 lines, 1 flagged" }),
    );
    expect(await screen.findByRole("dialog", { name: "Import result" })).toBeInTheDocument();
    expect(server.sent("ImportUsers")).toEqual([
      { csvText: PEOPLE_CSV, dryRun: true, blankCellsClear: false },
      { csvText: PEOPLE_CSV, dryRun: true, blankCellsClear: true },
      { csvText: PEOPLE_CSV, dryRun: false, blankCellsClear: true },
    ]);
  });

  it("'Role changes take effect on' (people only, empty by default) checks the file again with the day, and the import applies it", async () => {
    const server = serve({
      ImportUsers: ({ dryRun }) => ({ importUsers: peopleResult(dryRun === true) }),
      ImportProgress: () => ({ importProgress: null }),
    });
    const { user, dialog } = await choosePeopleFile();
    const day = within(dialog).getByLabelText("Role changes take effect on");
    expect(day).toHaveValue("");
    fireEvent.change(day, { target: { value: "2026-11-01" } });
    await waitFor(() => expect(server.sent("ImportUsers")).toHaveLength(2));
    await user.click(
      await within(dialog).findByRole("button", { name: "Import 2 lines, 1 flagged" }),
    );
    expect(await screen.findByRole("dialog", { name: "Import result" })).toBeInTheDocument();
    expect(server.sent("ImportUsers")).toEqual([
      { csvText: PEOPLE_CSV, dryRun: true, blankCellsClear: false },
      { csvText: PEOPLE_CSV, dryRun: true, blankCellsClear: false, effectiveOn: "2026-11-01" },
      { csvText: PEOPLE_CSV, dryRun: false, blankCellsClear: false, effectiveOn: "2026-11-01" },
    ]);
  });

  it("a processes or roles file has no day for role changes", async () => {
    const { user } = renderAction();
    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import processes" });
    expect(within(dialog).queryByLabelText("Role changes take effect on")).toBeNull();
  });
});
