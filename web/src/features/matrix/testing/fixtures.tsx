import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "@/components/layout/toaster";
import { createQueryClient } from "@/lib/query-client";
import type { SavedMatrix } from "../api/matrix-fields";
import type { MatrixCell } from "../components/matrix-grid";

export { serve, signInAs } from "@/test/graphql-server";

export const PREFIXES = [
  { label: "Dept", id: "Dept" },
  { label: "Site", id: "Site" },
  { label: "Role", id: "Role" },
];

const cell = (name: string, value: number, ...terms: string[]): MatrixCell => ({
  name,
  value,
  id: terms.join("\t"),
});

/** Dept × Role: Finance has 2 processes of FIN, HR 3 of HR, and the other pairs none. */
export const DEPT_BY_ROLE: MatrixCell[] = [
  cell("Dept:Finance|FIN", 2, "label:Dept:Finance", "role:FIN"),
  cell("Dept:Finance|HR", 0, "label:Dept:Finance", "role:HR"),
  cell("Dept:Finance|all", 2, "label:Dept:Finance", "prefix:Role"),
  cell("Dept:HR|FIN", 0, "label:Dept:HR", "role:FIN"),
  cell("Dept:HR|HR", 3, "label:Dept:HR", "role:HR"),
  cell("Dept:HR|all", 3, "label:Dept:HR", "prefix:Role"),
  cell("all|FIN", 2, "prefix:Dept", "role:FIN"),
  cell("all|HR", 3, "prefix:Dept", "role:HR"),
  cell("all|all", 5, "prefix:Dept", "prefix:Role"),
];

/** Dept × Site: one site, a label with a comma and a quote to exercise CSV quoting. */
export const DEPT_BY_SITE: MatrixCell[] = [
  cell('Dept:HR|Site:Lisbon, "Old town"', 1, "label:Dept:HR", 'label:Site:Lisbon, "Old town"'),
  cell("Dept:HR|all", 1, "label:Dept:HR", "prefix:Site"),
  cell('all|Site:Lisbon, "Old town"', 1, "prefix:Dept", 'label:Site:Lisbon, "Old town"'),
  cell("all|all", 1, "prefix:Dept", "prefix:Site"),
];

export const MINE: SavedMatrix = {
  id: 7,
  name: "Departments by role",
  row: "Dept",
  col: "Role",
  privacy: true,
  isOwner: true,
  owner: { id: 11, name: "Ann Smith" },
};

export const THEIRS: SavedMatrix = {
  id: 8,
  name: "Sites by role",
  row: "Site",
  col: "Role",
  privacy: false,
  isOwner: false,
  owner: { id: 12, name: "Bo Chen" },
};

export function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

export function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** One screen at `path` behind the app's own query client and toaster; other paths land. */
export function renderAt(url: string, path: string, screen: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {screen}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // An open sheet or dialog makes the page behind it inert; clicking there is what the
  // backdrop tests need, so the check is off.
  return userEvent.setup({ pointerEventsCheck: 0 });
}

export const toastTexts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((toast) => toast.textContent ?? "");
