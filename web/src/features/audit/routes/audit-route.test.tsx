import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { captureDownloads } from "@/test/downloads";
import type { AuditEntry } from "../api/audit-entries";
import AuditRoute from "./audit-route";

configure({ asyncUtilTimeout: 10_000 });

// Only the network boundary is replaced.
const request = vi.mocked(graphqlRequest);

const UPDATE: AuditEntry = {
  id: 42,
  at: "2026-11-23T10:15:00.000Z",
  personId: 3,
  personName: "Ann Smith",
  sessionId: "5e550000-0000-4000-8000-000000000001",
  actor: "person",
  clientAddress: "203.0.113.9",
  entity: "processes",
  entityId: "7",
  action: "update",
  before: { name: "Before" },
  after: { name: "After" },
  seq: 12,
  hash: "ab".repeat(32),
};
const SIGN_IN: AuditEntry = {
  ...UPDATE,
  id: 41,
  entity: "session",
  entityId: "5e550000-0000-4000-8000-000000000001",
  action: "sign_in",
  actor: "auth",
  before: null,
  after: { ip: "203.0.113.9" },
};

type Vars = Record<string, unknown>;
const op = (document: unknown) => /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
const sent = (name: string) =>
  request.mock.calls.filter(([d]) => op(d) === name).map(([, v]) => v as Vars);

function serve(options: { entries?: AuditEntry[]; total?: number; fail?: boolean } = {}) {
  request.mockReset();
  request.mockImplementation((document, vars) => {
    const name = op(document);
    if (name === "AuditEntries") {
      if (options.fail)
        return Promise.reject(new ApiError("You are not allowed to do that.", "FORBIDDEN", 200));
      const nodes = options.entries ?? [UPDATE, SIGN_IN];
      return Promise.resolve({
        auditEntries: { nodes, totalCount: options.total ?? nodes.length, totalCountCapped: false },
      });
    }
    if (name === "AuditPeople")
      return Promise.resolve({ users: { nodes: [{ id: 3, name: "Ann Smith" }] } });
    if (name === "AuditRetention") return Promise.resolve({ auditRetentionDays: 400 });
    if (name === "UpdateAuditRetention")
      return Promise.resolve({ updateAuditRetention: (vars as { days: number }).days });
    if (name === "ExportAuditEntries")
      return Promise.resolve({ exportAuditEntries: "id,at\r\n42,2026-11-23\r\n" });
    return Promise.reject(new Error(`unexpected operation ${name}`));
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(pathname + search)}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/audit" element={<AuditRoute />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("/audit", () => {
  it("lists the newest page with the URL's filters and pages on the server", async () => {
    serve({ total: 60 });
    const user = renderAt(
      "/audit?person=3&entity=processes&action=update&from=2026-11-01&to=2026-11-30",
    );
    expect(await screen.findByRole("row", { name: /Changed/ })).toBeInTheDocument();
    expect(sent("AuditEntries")[0]).toEqual({
      personId: 3,
      entity: "processes",
      action: "update",
      from: "2026-11-01",
      to: "2026-11-30",
      offset: 0,
      limit: 25,
    });
    expect(screen.getByLabelText("Entity")).toHaveValue("processes");
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(sent("AuditEntries").at(-1)).toMatchObject({ offset: 25 }));
  });

  it("a changed filter asks again from the first page", async () => {
    serve({ total: 60 });
    const user = renderAt("/audit?page=2");
    await screen.findByRole("row", { name: /Changed/ });
    await user.selectOptions(screen.getByLabelText("Action"), "sign_in");
    await waitFor(() =>
      expect(sent("AuditEntries").at(-1)).toMatchObject({ action: "sign_in", offset: 0 }),
    );
    expect(screen.getByTestId("location").textContent).toBe("/audit?action=sign_in");
  });

  it("a row opens the entry's before → after", async () => {
    serve();
    const user = renderAt("/audit");
    await user.click(await screen.findByRole("row", { name: /Changed/ }));
    const dialog = await screen.findByRole("dialog");
    const fields = within(dialog).getByRole("table", { name: "Changed fields" });
    expect(within(fields).getByRole("row", { name: /name/ })).toHaveTextContent("nameBeforeAfter");
    expect(dialog).toHaveTextContent("203.0.113.9");
    expect(dialog).toHaveTextContent("#12");
  });

  it("an entry of a bulk statement lists its rows", async () => {
    const bulk: AuditEntry = {
      ...UPDATE,
      id: 50,
      entity: "labels",
      entityId: null,
      action: "insert",
      before: null,
      after: [
        { id: 8, label: "dept:a" },
        { id: 9, label: "dept:b" },
      ],
    };
    serve({ entries: [bulk] });
    const user = renderAt("/audit");
    await user.click(await screen.findByRole("row", { name: /Label: 2 rows/ }));
    const dialog = await screen.findByRole("dialog");
    const rows = within(dialog).getByRole("table", { name: "Changed rows" });
    expect(within(rows).getByRole("row", { name: /^9/ })).toHaveTextContent('"label":"dept:b"');
  });

  it("a range that ends before it starts is not asked for and says why", async () => {
    serve();
    renderAt("/audit?from=2026-11-30&to=2026-11-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The end date is before the start date.",
    );
    expect(sent("AuditEntries")).toEqual([]);
  });

  it("shows the empty state", async () => {
    serve({ entries: [] });
    renderAt("/audit");
    expect(await screen.findByText("No audit entries match these filters.")).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    serve({ fail: true });
    renderAt("/audit");
    expect(await screen.findByText("You are not allowed to do that.")).toBeInTheDocument();
  });

  it("shows the retention and saves a valid one, refusing one out of bounds", async () => {
    serve();
    const user = renderAt("/audit");
    const days = await screen.findByLabelText("Keep entries for (days)");
    await waitFor(() => expect(days).toHaveValue(400));
    await user.clear(days);
    await user.type(days, "10");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/from 30 to 36,500/)).toBeInTheDocument();
    expect(sent("UpdateAuditRetention")).toEqual([]);
    await user.clear(days);
    await user.type(days, "730");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent("UpdateAuditRetention")).toEqual([{ days: 730 }]));
  });

  it("exports the filtered list as CSV", async () => {
    serve();
    const files = captureDownloads();
    const user = renderAt("/audit?action=update");
    await screen.findByRole("row", { name: /Changed/ });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(sent("ExportAuditEntries")[0]).toEqual({
      personId: null,
      entity: null,
      action: "update",
      from: null,
      to: null,
    });
    expect(files[0]!.name).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
