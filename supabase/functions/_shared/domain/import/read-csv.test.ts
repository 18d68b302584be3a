import { strict as assert } from "node:assert";
import { PEOPLE_FORMAT, ROLES_FORMAT } from "./formats.ts";
import { type CsvRecord, openCsv, utf8ByteLength } from "./read-csv.ts";

function read(text: string, size = 500) {
  const opened = openCsv(text, ROLES_FORMAT);
  if (!opened.ok) throw new Error(opened.error);
  const records: CsvRecord[] = [];
  for (const batch of opened.file.batches(size)) records.push(...batch);
  return { file: opened.file, records };
}

const lines = (records: CsvRecord[]) => records.map((r) => r.line);

Deno.test("comma, semicolon and tab are detected from the header line", () => {
  for (const d of [",", ";", "\t"]) {
    const { file, records } = read(`roleHandle${d}name${d}description\nops${d}Ops${d}"a,b;c\tt"\n`);
    assert.equal(file.delimiter, d);
    assert.deepEqual(records[0]?.values, {
      roleHandle: "ops",
      name: "Ops",
      description: "a,b;c\tt",
    });
  }
});

Deno.test("a semicolon file whose cells hold commas is still read as semicolons", () => {
  const { file, records } = read(
    "roleHandle;name;description\nops;Ops, the team;one, two, three\n",
  );
  assert.equal(file.delimiter, ";");
  assert.equal(records[0]?.values.description, "one, two, three");
});

Deno.test("a UTF-8 BOM is dropped, so the first column is recognised", () => {
  const { records } = read("\uFEFFroleHandle,name\nops,Opérations ✓\n");
  assert.deepEqual(records[0]?.values, { roleHandle: "ops", name: "Opérations ✓" });
});

Deno.test("CRLF, quoted cells with line breaks and blank lines keep physical line numbers", () => {
  const text = [
    "roleHandle,name,description", // 1
    'a,A,"first', // 2
    'second ""quoted""', // 3
    'third"', // 4
    "", // 5
    "b,B,plain", // 6
    ",,", // 7 (empty cells only: blank)
    'c,"C', // 8
    'C",x', // 9
    "d,D,", // 10
  ].join("\r\n");
  for (const size of [1, 2, 500]) {
    const { records } = read(text, size);
    assert.deepEqual(lines(records), [2, 6, 8, 10], `batch size ${size}`);
    assert.equal(records[0]?.values.description, 'first\r\nsecond "quoted"\r\nthird');
    assert.equal(records[2]?.values.name, "C\r\nC");
  }
});

Deno.test("LF files and mixed breaks inside quotes count lines the same way", () => {
  const { records } = read('roleHandle,name\na,"x\r\ny"\nb,B\n\n\nc,C');
  assert.deepEqual(lines(records), [2, 4, 7]);
});

Deno.test("columns in any order and letter case, trimmed; absent columns stay absent", () => {
  const { file, records } = read(" NAME ,RoleHandle\nOps,ops\n");
  assert.deepEqual(file.columns, ["name", "roleHandle"]);
  assert.deepEqual(records[0]?.values, { name: "Ops", roleHandle: "ops" });
  assert.equal("reportsTo" in (records[0]?.values ?? {}), false);
});

Deno.test("unknown columns give one message, not one per line", () => {
  const { file, records } = read("roleHandle,colour,name,,size\na,red,A,,1\nb,blue,B,,2\n");
  assert.equal(file.messages.length, 1);
  assert.match(file.messages[0]!, /colour, \(unnamed column 4\), size/);
  assert.deepEqual(records[1]?.values, { roleHandle: "b", name: "B" });
});

Deno.test("a missing required column refuses the file before any line", () => {
  const opened = openCsv("peopleHandle,email\nx,x@example.com\n", PEOPLE_FORMAT);
  assert.equal(opened.ok, false);
  if (opened.ok) return;
  assert.equal(opened.line, 1);
  assert.match(opened.error, /lacks the required column name\b/);
});

Deno.test("a column named twice, or an empty file, refuses the file", () => {
  const twice = openCsv("roleHandle,name,Name\n", ROLES_FORMAT);
  assert.ok(!twice.ok && /name appears twice/.test(twice.error));
  const empty = openCsv("\uFEFF \r\n", ROLES_FORMAT);
  assert.ok(!empty.ok && /empty/.test(empty.error) && empty.line === 0);
});

Deno.test("a line with too many cells or an unclosed quote is marked, with its line", () => {
  const { records } = read('roleHandle,name\na,A,extra\nb,B,,\nc,"C\nd,D\n');
  assert.deepEqual(lines(records), [2, 3, 4]);
  assert.match(records[0]?.error ?? "", /3 cells but the header row has 2/);
  assert.equal(records[1]?.error, undefined); // empty padding cells are fine
  assert.match(records[2]?.error ?? "", /not closed/);
});

Deno.test("fewer cells than the header read as empty cells", () => {
  const { records } = read("roleHandle,name,description\na,A\n");
  assert.deepEqual(records[0]?.values, { roleHandle: "a", name: "A", description: "" });
});

Deno.test("a cell an export guarded against formulas comes back as it was", () => {
  const { records } = read("roleHandle,name,description\na,'=SUM(1),'- item\nb,'x,''+y\n");
  assert.deepEqual(records[0]?.values, { roleHandle: "a", name: "=SUM(1)", description: "- item" });
  assert.deepEqual(records[1]?.values, { roleHandle: "b", name: "'x", description: "'+y" });
});

Deno.test("the size limit counts UTF-8 bytes and refuses before reading", () => {
  assert.equal(utf8ByteLength("aé✓😀"), 1 + 2 + 3 + 4);
  const header = "roleHandle,name\n";
  const limits = { maxBytes: 100, maxLines: 1000 };
  const ascii = header + "a,".padEnd(100 - header.length, "x");
  assert.equal(openCsv(ascii, ROLES_FORMAT, limits).ok, true);
  const over = openCsv(`${ascii}x`, ROLES_FORMAT, limits);
  assert.ok(!over.ok && /limit is/.test(over.error) && over.line === 0);
  // 30 characters but 120 bytes.
  const wide = openCsv(header + "a," + "😀".repeat(26), ROLES_FORMAT, limits);
  assert.equal(wide.ok, false);
  assert.match(
    openCsv("x".repeat(10), ROLES_FORMAT, { ...limits, maxBytes: 5 }).ok ? "" : "ok",
    /ok/,
  );
});

Deno.test("the 10 MB and 50,000-line limits are the defaults", () => {
  const big = "roleHandle,name\n" + "x".repeat(10 * 1024 * 1024);
  const opened = openCsv(big, ROLES_FORMAT);
  assert.ok(!opened.ok && opened.error.includes("the limit is 10 MB"));
  const rows = Array.from({ length: 50_000 }, (_, i) => `r${i},R`).join("\n");
  assert.equal(openCsv(`roleHandle,name\n${rows}\n`, ROLES_FORMAT).ok, true);
  const tooMany = openCsv(`roleHandle,name\n${rows}\nlast,L\n`, ROLES_FORMAT);
  assert.ok(!tooMany.ok && tooMany.error.includes("more than 50,000 lines"));
});

Deno.test("the line limit counts records: blank lines and quoted breaks do not count", () => {
  const limits = { maxBytes: 1_000_000, maxLines: 3 };
  const fits = 'roleHandle,name\na,A\n\n\nb,"B\nB\nB"\nc,C\n\n';
  assert.equal(openCsv(fits, ROLES_FORMAT, limits).ok, true);
  const over = openCsv(`${fits}d,D\n`, ROLES_FORMAT, limits);
  assert.ok(!over.ok && /more than 3 lines/.test(over.error));
});
