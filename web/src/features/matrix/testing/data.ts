import type { SavedMatrix } from "../api/matrix-fields";
import type { MatrixCell } from "../components/matrix-grid";

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
