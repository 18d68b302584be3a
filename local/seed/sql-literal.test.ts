import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import { date, jsonb, literal, quoteText, valuesRows } from "./sql-literal.ts";

const TRICKY = [
  "",
  "plain",
  "O'Brien",
  "''",
  "back\\slash",
  "\\'; drop table app.people; --",
  "it\\'s",
  "$$ dollar $seed$ quotes $$",
  "line\nbreak\ttab\r",
  "ünïcødé — ✓ 🚀",
  "-- not a comment",
  "/* nor this */",
];

Deno.test("quoteText: quotes doubled; a backslash switches to E'' with it doubled", () => {
  assert.equal(quoteText("O'Brien"), "'O''Brien'");
  assert.equal(quoteText("a\\b"), "E'a\\\\b'");
  assert.equal(quoteText("it\\'s"), "E'it\\\\''s'");
  assert.equal(quoteText(""), "''");
});

Deno.test("bad input is refused rather than quoted wrongly", () => {
  assert.throws(() => quoteText("nul\0byte"), /NUL/);
  assert.throws(() => quoteText("lone \uD800 surrogate"), /well-formed/);
  assert.throws(() => literal(1.5), /safe integer/);
  assert.throws(() => literal(Number.NaN), /safe integer/);
  assert.throws(() => literal(2 ** 60), /safe integer/);
  assert.throws(() => literal(undefined as unknown as string), /no SQL literal/);
  assert.throws(() => jsonb(undefined), /JSON/);
  assert.throws(() => date("2026-02-30"), /calendar day/);
  assert.throws(() => date("2026-1-5"), /calendar day/);
  assert.throws(() => date("2026-01-05'; --"), /calendar day/);
  assert.throws(() => valuesRows([]), /at least one row/);
  assert.throws(() => valuesRows([["a", 1], ["b"]]), /same|have 2 values/);
});

Deno.test("literal: keywords for null and booleans, digits for integers, typed fragments", () => {
  assert.equal(literal(null), "null");
  assert.equal(literal(true), "true");
  assert.equal(literal(false), "false");
  assert.equal(literal(-42), "-42");
  assert.equal(literal(jsonb({ a: "it's" })), `'{"a":"it''s"}'::jsonb`);
  assert.equal(literal(date("2026-01-01")), "'2026-01-01'::date");
  assert.equal(valuesRows([["a", 1], ["b", null]]), "  ('a', 1),\n  ('b', null)");
});

Deno.test({
  name: "every tricky string reads back unchanged, whatever standard_conforming_strings is",
  fn: async () => {
    const db = await createTestDatabase();
    const conn = await db.sql.reserve();
    try {
      for (const setting of ["on", "off"]) {
        await conn.unsafe(`set standard_conforming_strings = ${setting}`);
        for (const text of TRICKY) {
          const [row] = await conn.unsafe(`select ${quoteText(text)} as v`);
          assert.equal(row.v, text, `${setting}: ${JSON.stringify(text)}`);
        }
        const value = { name: "O'Brien", path: "C:\\temp", tags: TRICKY };
        const [json] = await conn.unsafe(`select ${literal(jsonb(value))} as v`);
        assert.deepEqual(json.v, value, setting);
      }
      const [day] = await conn.unsafe(`select ${literal(date("2024-02-29"))}::text as v`);
      assert.equal(day.v, "2024-02-29");
    } finally {
      conn.release();
      await db.close();
    }
  },
});
