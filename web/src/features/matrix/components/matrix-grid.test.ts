import { describe, expect, it } from "vitest";
import { DEPT_BY_ROLE } from "../testing/data";
import { cellHref, cellTerms, toMatrixGrid } from "./matrix-grid";

describe("toMatrixGrid", () => {
  it("reads rows and columns from the row-by-row answer, All last", () => {
    const grid = toMatrixGrid(DEPT_BY_ROLE);
    expect(grid.rows).toEqual(["Dept:Finance", "Dept:HR", "all"]);
    expect(grid.columns).toEqual(["FIN", "HR", "all"]);
    expect(grid.cells.map((row) => row.map((cell) => cell.value))).toEqual([
      [2, 0, 2],
      [0, 3, 3],
      [2, 3, 5],
    ]);
  });

  it("keeps a value that holds a | whole", () => {
    const grid = toMatrixGrid([
      { name: "Dept:R|D|Site:A|B", value: 1, id: "label:Dept:R|D\tlabel:Site:A|B" },
      { name: "Dept:R|D|all", value: 1, id: "label:Dept:R|D\tprefix:Site" },
      { name: "all|Site:A|B", value: 1, id: "prefix:Dept\tlabel:Site:A|B" },
      { name: "all|all", value: 1, id: "prefix:Dept\tprefix:Site" },
    ]);
    expect(grid.rows).toEqual(["Dept:R|D", "all"]);
    expect(grid.columns).toEqual(["Site:A|B", "all"]);
  });

  it("shows only the All row when a dimension has no values", () => {
    const grid = toMatrixGrid([{ name: "all|all", value: 0, id: "prefix:Dept\tprefix:Role" }]);
    expect(grid.rows).toEqual(["all"]);
    expect(grid.columns).toEqual(["all"]);
  });

  it("is empty for an empty answer", () => {
    expect(toMatrixGrid([])).toEqual({ rows: [], columns: [], cells: [] });
  });
});

describe("cell links", () => {
  it("splits the id on tabs into q terms, one param each", () => {
    const cell = { name: "x", value: 1, id: "label:Dept:HR & Ops\trole:HR" };
    expect(cellTerms(cell)).toEqual(["label:Dept:HR & Ops", "role:HR"]);
    expect(cellHref(cell)).toBe("/processes?q=label%3ADept%3AHR+%26+Ops&q=role%3AHR");
    expect(new URLSearchParams(cellHref(cell).split("?")[1]).getAll("q")).toEqual(cellTerms(cell));
  });
});
