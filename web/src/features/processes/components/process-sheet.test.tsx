import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DOC_URL_MESSAGE } from "@shared/processes/process-input.ts";
import { ApiError } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import type { Process } from "../api/process-fields";
import { PAYROLL, serve, signInAs } from "../testing/fixtures";
import { ProcessSheet } from "./process-sheet";

const TODAY = "2026-11-21";

const pickers = {
  RolesForPicker: () => ({
    roles: { nodes: [{ id: 2, roleHandle: "FIN", name: "Finance" }], totalCount: 1 },
  }),
  LabelsForPicker: () => ({ labels: { nodes: [{ id: 5, label: "Dept:Finance" }], totalCount: 1 } }),
  CategoriesForPicker: () => ({
    processCategories: { nodes: [{ id: 3, prefix: "FIN", description: "Finance" }], totalCount: 1 },
  }),
};

function renderSheet(process?: Process) {
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? (
      <ProcessSheet open onOpenChange={setOpen} process={process} today={TODAY} />
    ) : (
      <p>Sheet closed</p>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Host />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name });

beforeEach(() => {
  signInAs("Admin");
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => resetSession());

describe("ProcessSheet — documents", () => {
  it("refuses links that are not http or https, and sends good ones", async () => {
    const server = serve({
      ...pickers,
      CreateProcess: ({ process }) => ({
        createProcess: { ...PAYROLL, ...(process as object), id: 40 },
      }),
    });
    const user = renderSheet();
    // Pasted rather than typed: long keystroke runs are slow on a loaded machine and prove nothing more.
    const fill = async (name: string, text: string) => {
      await user.clear(textbox(name));
      await user.click(textbox(name));
      await user.paste(text);
    };
    await fill("Handle", "OPS-1");
    await fill("Name", "Open the shop");
    await user.click(screen.getByRole("button", { name: "Add document" }));
    await fill("Document 1 name", "Guide");
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.com/guide",
      "example.com/guide",
      "https://",
    ]) {
      await fill("Document 1 link", bad);
      await user.click(screen.getByRole("button", { name: "Add process" }));
      expect(await screen.findByText(DOC_URL_MESSAGE)).toBeInTheDocument();
    }
    expect(server.sent("CreateProcess")).toHaveLength(0);

    // A second row left empty must be named and linked, or removed.
    await user.click(screen.getByRole("button", { name: "Add document" }));
    await fill("Document 1 link", "https://example.com/guide");
    await user.click(screen.getByRole("button", { name: "Add process" }));
    expect(await screen.findByText("A document needs a name.")).toBeInTheDocument();
    expect(screen.queryByText(DOC_URL_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove document 2" }));
    await user.click(screen.getByRole("button", { name: "Add process" }));

    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(server.sent("CreateProcess")).toEqual([
      {
        process: {
          processHandle: "OPS-1",
          name: "Open the shop",
          description: "",
          categoryId: null,
          labelIds: [],
          assignedRoleIds: [],
          roleId: null,
          docs: [{ name: "Guide", value: "https://example.com/guide" }],
          frequencyType: "AsNeeded",
          frequency: null,
          compactFrequency: "",
          scheduledFrom: TODAY,
          unfinishedRule: "StaysLate",
        },
      },
    ]);
  });
});

describe("ProcessSheet — handle and category", () => {
  it("needs a handle unless a category is chosen, which then generates it", async () => {
    const server = serve({
      ...pickers,
      CreateProcess: ({ process }) => ({
        createProcess: { ...PAYROLL, ...(process as object), id: 41 },
      }),
    });
    const user = renderSheet();
    await user.type(textbox("Name"), "Close the books");
    // A new process has no past to keep.
    expect(screen.queryByText(/A schedule change applies from today/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add process" }));
    expect(
      await screen.findByText("Handle is required unless a category is chosen."),
    ).toBeInTheDocument();

    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Category" }),
      "FIN — Finance",
    );
    expect(textbox(/Handle/)).toHaveAttribute("placeholder", "Generated from category");
    await user.click(screen.getByRole("button", { name: "Add process" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    const sent = server.sent("CreateProcess")[0]?.process as Record<string, unknown>;
    expect(sent).not.toHaveProperty("processHandle");
    expect(sent.categoryId).toBe(3);
  });
});

describe("ProcessSheet — edit and server errors", () => {
  it("sends the whole process with its schedule, keeping existing document ids", async () => {
    const server = serve({
      ...pickers,
      UpdateProcess: ({ process }) => ({ updateProcess: { ...PAYROLL, ...(process as object) } }),
    });
    const user = renderSheet(PAYROLL);
    expect(screen.getByRole("dialog", { name: "Edit Payroll run" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Compact form" })).toHaveValue("Mar:5#L");
    expect(screen.getByText(/A schedule change applies from today \(/)).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Compact form" }));
    await user.type(screen.getByRole("textbox", { name: "Compact form" }), "W2:Mon@2026-01-05");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(server.sent("UpdateProcess")[0]?.process).toMatchObject({
      id: 11,
      processHandle: "FIN-001",
      categoryId: 3,
      roleId: 2,
      labelIds: [5],
      assignedRoleIds: [2],
      docs: [{ id: 8, name: "Checklist", value: "https://example.com/payroll" }],
      frequencyType: "Scheduled",
      frequency: { StartOn: "2026-01-05", RepeatOn: "Mon", RepeatEvery: 2 },
      compactFrequency: "W2:Mon@2026-01-05",
      scheduledFrom: "2026-01-01",
      unfinishedRule: "StaysLate",
    });
  });

  it("lets undone work lapse: the rule is chosen, explained in a line and sent", async () => {
    const server = serve({
      ...pickers,
      UpdateProcess: ({ process }) => ({ updateProcess: { ...PAYROLL, ...(process as object) } }),
    });
    const user = renderSheet(PAYROLL);
    const rule = screen.getByRole("combobox", { name: "Undone work" });
    expect(rule).toHaveTextContent("Stays late");
    expect(screen.getByText("Undone work stays late until someone does it.")).toBeInTheDocument();
    await user.click(rule);
    await user.click(await screen.findByRole("option", { name: "Lapses (missed)" }));
    expect(await screen.findByText(/older undone ones count as missed/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(server.sent("UpdateProcess")[0]?.process).toMatchObject({
      id: 11,
      unfinishedRule: "Lapses",
    });
  });

  it("shows a handle conflict beside the handle and keeps everything typed", async () => {
    serve({
      ...pickers,
      CreateProcess: () => {
        throw new ApiError('Handle "FIN-001" is taken', "CONFLICT", 200, [
          {
            message: 'Handle "FIN-001" is taken',
            extensions: { code: "CONFLICT", field: "processHandle" },
          },
        ]);
      },
    });
    const user = renderSheet();
    await user.type(textbox("Handle"), "FIN-001");
    await user.type(textbox("Name"), "Payroll again");
    await user.click(screen.getByRole("button", { name: "Add process" }));
    expect(await screen.findByText('Handle "FIN-001" is taken')).toBeInTheDocument();
    expect(textbox("Handle")).toHaveValue("FIN-001");
    expect(textbox("Name")).toHaveValue("Payroll again");
    expect(screen.queryByText("Sheet closed")).not.toBeInTheDocument();
  });

  it("is not closed by a click beside it once something was typed", async () => {
    serve(pickers);
    const user = renderSheet();
    await user.type(textbox("Name"), "Half done");
    const overlay = document.querySelector("[data-state=open].fixed.inset-0");
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(textbox("Name")).toHaveValue("Half done"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
  });
});
