import { strict as assert } from "node:assert";
import { writeCsv } from "./csv-write.ts";
import { PEOPLE_FORMAT, PROCESSES_FORMAT, ROLES_FORMAT } from "./formats.ts";
import { neutraliseCell, restoreCell } from "./formula-guard.ts";
import { personCells } from "./people-fields.ts";
import { processCells } from "./process-fields.ts";
import { roleCells } from "./role-fields.ts";
import {
  preparePeopleImport,
  prepareProcessesImport,
  prepareRolesImport,
} from "./prepare-import.ts";
import { openCsv } from "./read-csv.ts";

const RISKY = ["=1+1", "+33 1 23", "-5", "@SUM(A1)", "\tx", "\rx", "=1+1\nnext", "'=x", "''@y"];

Deno.test("cells a spreadsheet would run are neutralised with a leading quote", () => {
  for (const text of RISKY) assert.equal(neutraliseCell(text), `'${text}`, JSON.stringify(text));
  for (const text of ["", "a=b", " =x", "'quoted'", "'", "1-2", "*:1"]) {
    assert.equal(neutraliseCell(text), text);
  }
  for (const text of [...RISKY, "'quoted'", "'", "plain"]) {
    assert.equal(restoreCell(neutraliseCell(text)), text);
  }
});

Deno.test("papaparse's escapeFormulae misses a multi-line formula; writeCsv does not", async () => {
  const { default: Papa } = await import("papaparse");
  assert.equal(Papa.unparse([["=1+1\nnext"]], { escapeFormulae: true }), '"=1+1\nnext"');
  assert.equal(writeCsv(["a"], [{ a: "=1+1\nnext" }]), 'a\r\n"\'=1+1\nnext"\r\n');
});

Deno.test("writeCsv: header, CRLF, quoting, missing cells empty, chunks without header", () => {
  const rows = [{ a: 'say "hi", ok', b: null }, { a: " padded ", c: "x" }];
  assert.equal(
    writeCsv(["a", "b", "c"], rows),
    'a,b,c\r\n"say ""hi"", ok",,\r\n" padded ",,x\r\n',
  );
  assert.equal(writeCsv(["a"], [{ a: "1" }], { header: false }), "1\r\n");
  assert.equal(writeCsv(["a", "b"], []), "a,b\r\n");
});

const TRICKY = [
  'Quotes "inside"',
  "Commas, and; semicolons",
  "Line\nbreaks\r\nand CRLF",
  "Unicode: Zürich ✓ 日本 😀",
  '=HYPERLINK("http://evil")',
  "- a bullet",
  "@mention",
  "'=already quoted",
  "  spaces kept  ",
];

function exportAndReimport<T>(
  format: typeof PEOPLE_FORMAT,
  cells: Record<string, string>[],
  prepare: (text: string) => { ok: boolean; lines?: T[]; errors?: unknown[] },
) {
  const text = writeCsv(format.columns, cells);
  const again = prepare(text);
  assert.ok(again.ok, JSON.stringify(again));
  assert.deepEqual(again.errors, []);
  return again.lines as T[];
}

Deno.test("round trip: an exported people list re-imports unchanged", () => {
  const people = TRICKY.map((description, i) => ({
    peopleHandle: `p${i}`,
    name: `Person ${i}`,
    email: i % 2 ? `p${i}@example.com` : null,
    description,
    userType: (["User", "Admin", "Manager"] as const)[i % 3]!,
    isAuthEnabled: i % 2 === 0,
    receiveWeeklyReminders: i % 3 === 0,
    roles: i % 2 ? ["lead", "clerk"] : [],
    // "+…" is a cell a spreadsheet would run: written with a leading quote, read back bare.
    mobile: i % 2 ? null : `+1415555${String(i).padStart(4, "0")}`,
  }));
  const lines = exportAndReimport(
    PEOPLE_FORMAT,
    people.map(personCells),
    // Blank cells read as cleared: the export's every value comes back exactly.
    (text) => preparePeopleImport(text, { roleHandles: ["lead", "clerk"] }, undefined, "clear"),
  );
  assert.deepEqual(lines, people.map((p, i) => ({ line: i + 2 + lineBreaksBefore(i), ...p })));
});

/** Descriptions with line breaks push the later records down. */
function lineBreaksBefore(index: number): number {
  return TRICKY.slice(0, index).reduce((n, t) => n + (t.match(/\r\n|\n|\r/g)?.length ?? 0), 0);
}

Deno.test("round trip: roles, with names that look like formulas", () => {
  const roles = TRICKY.map((name, i) => ({
    roleHandle: `r${i}`,
    name: name.trim(),
    description: name,
    reportsTo: i === 0 ? null : `r${i - 1}`,
  }));
  const lines = exportAndReimport(
    ROLES_FORMAT,
    roles.map(roleCells),
    (text) => prepareRolesImport(text, { roles: [] }, undefined, "clear"),
  );
  assert.deepEqual(lines.map(({ line: _, ...role }) => role), roles);
});

Deno.test("round trip: processes with every column", () => {
  const prepared = prepareProcessesImport(
    PROCESSES_FORMAT.example,
    {
      roleHandles: ["office-lead", "reception", "archivist"],
      categoryPrefixes: ["HR", "FAC"],
      labels: [],
    },
    undefined,
    "clear",
  );
  assert.ok(prepared.ok && prepared.errors.length === 0, JSON.stringify(prepared));
  const processes = prepared.lines.map(({ line: _, ...p }, i) => ({
    ...p,
    description: TRICKY[i]!,
  }));
  const lines = exportAndReimport(
    PROCESSES_FORMAT,
    processes.map(processCells),
    (text) =>
      prepareProcessesImport(
        text,
        {
          roleHandles: ["office-lead", "reception", "archivist"],
          categoryPrefixes: ["hr", "fac"],
          labels: ["Dept:HR", "Risk:High", "Dept:Facilities", "Dept:Office"],
        },
        undefined,
        "clear",
      ),
  );
  assert.deepEqual(lines.map(({ line: _, ...p }) => p), processes);
});

Deno.test("an export opens as the import format: comma, known columns, no messages", () => {
  const text = writeCsv(ROLES_FORMAT.columns, [{ roleHandle: "a", name: "A" }]);
  const opened = openCsv(text, ROLES_FORMAT);
  assert.ok(opened.ok);
  assert.deepEqual(opened.file.messages, []);
  assert.deepEqual(opened.file.columns, [...ROLES_FORMAT.columns]);
});
