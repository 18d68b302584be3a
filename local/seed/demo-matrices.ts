/**
 * The demo organisation's saved matrices (docs/dashboards.md#matrix): one the whole organisation
 * shares, owned by the demo Admin, and a Manager's private working view, so the list
 * shows both an owner's edit controls and someone else's row. Rows and columns are the
 * demo's label prefixes (demo-processes.ts) or the built-in Role.
 */
import { DEMO_LABELS } from "./demo-processes.ts";
import { DEMO_PEOPLE } from "./demo-people.ts";

export interface DemoMatrix {
  name: string;
  row: string;
  col: string;
  /** true: only its owner sees it. */
  privacy: boolean;
  /** The owner's people handle (an Admin or Manager: a User may not use the matrix). */
  owner: string;
}

export const DEMO_MATRICES: DemoMatrix[] = [
  { name: "Departments by role", row: "Dept", col: "Role", privacy: false, owner: "amorgan" },
  { name: "Compliance by site", row: "Compliance", col: "Site", privacy: false, owner: "amorgan" },
  {
    name: "Ops priorities by department",
    row: "Priority",
    col: "Dept",
    privacy: true,
    owner: "pshah",
  },
];

/** Refuses a matrix the demo's data cannot show (an unknown prefix or owner, a User owner). */
export function checkDemoMatrices(matrices: readonly DemoMatrix[] = DEMO_MATRICES): void {
  const prefixes = new Set(DEMO_LABELS.map((l) => l.slice(0, l.indexOf(":"))));
  for (const m of matrices) {
    for (const dim of [m.row, m.col]) {
      if (dim !== "Role" && !prefixes.has(dim)) {
        throw new Error(`demo seed: matrix "${m.name}" uses unknown dimension "${dim}"`);
      }
    }
    const owner = DEMO_PEOPLE.find((p) => p.handle === m.owner);
    if (!owner || owner.userType === "User") {
      throw new Error(`demo seed: matrix "${m.name}" needs an Admin or Manager owner`);
    }
  }
}
