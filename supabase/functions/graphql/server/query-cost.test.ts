/** The query cost: count/limit multiply, from literals, variables and defaults. */
import { strict as assert } from "node:assert";
import { parse } from "graphql";
import { buildSchema } from "../schema/index.ts";
import { webDocuments } from "../testing/web-documents.ts";
import { LIMITS, SIZE_ARGUMENTS } from "./armor.ts";
import { queryCost } from "./query-cost.ts";

const schema = buildSchema();
const options = { maxCost: LIMITS.maxQueryCost, sizeArguments: SIZE_ARGUMENTS };
const cost = (text: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  queryCost(schema, parse(text), options, variables, operationName);

Deno.test("a field counts once per item its list may answer; nested fields once per parent item", () => {
  assert.equal(cost("{ process(id: 1) { id name } }"), 3);
  // nextDates: one per date; its count defaults to 10 (the schema's default).
  assert.equal(cost("{ process(id: 1) { nextDates(count: 366) } }"), 1 + 366);
  assert.equal(cost("{ process(id: 1) { nextDates } }"), 1 + 10);
  // Under a page of 1000 processes, each process's dates count.
  assert.equal(
    cost("{ processes(limit: 1000) { nodes { nextDates(count: 366) } } }"),
    1 + 1000 * (1 + 366),
  );
  // No limit: the server's default page, 1000.
  assert.equal(cost("{ processes { totalCount nodes { id } } }"), 1 + 1000 * (1 + 1 + 1));
  assert.equal(cost("{ processes(limit: 0) { nodes { nextDates(count: 366) } } }"), 1);
});

Deno.test("variables, their defaults, fragments and aliases all count", () => {
  const q = `query($n: Int, $l: Int = 500) { processes(limit: $l) { nodes { ...F } } }
    fragment F on Process { nextDates(count: $n) }`;
  assert.equal(cost(q, { n: 366, l: 1000 }), 1 + 1000 * (1 + 366));
  assert.equal(cost(q, { n: 366 }), 1 + 500 * (1 + 366), "the variable's default");
  assert.equal(cost(q, {}), 1 + 500 * (1 + 10), "the argument's default");
  const aliases = Array.from(
    { length: 3 },
    (_, i) => `a${i}: processes(limit: 100) { nodes { ... on Process { nextDates(count: 366) } } }`,
  );
  assert.equal(cost(`{ ${aliases.join(" ")} }`), 3 * (1 + 100 * (1 + 366)));
  assert.equal(
    cost("query A { process(id: 1) { id } } query B { processes { nodes { id } } }", {}, "A"),
    2,
  );
});

Deno.test("sizes are capped at what the server answers at most (it refuses more itself)", () => {
  assert.equal(cost("{ process(id: 1) { nextDates(count: 100000) } }"), 1 + 366);
  assert.equal(cost("{ processes(limit: 5000) { nodes { id } } }"), 1 + 1000 * 2);
  assert.equal(cost("{ processes(limit: -5) { nodes { id } } }"), 1);
  assert.equal(
    cost("query($n: Int) { process(id: 1) { nextDates(count: $n) } }", { n: "x" }),
    1 + 10,
    "a wrong variable type is refused by execution; here it counts as absent",
  );
});

Deno.test("every document of the web app costs well under the limit, lists at 1000 rows", async () => {
  const documents = await webDocuments();
  assert.ok(documents.length >= 30, `found ${documents.length} documents`);
  const names = documents.map((d) => d.name);
  for (const expected of ["Processes", "Process", "Roles", "Users"]) {
    assert.ok(names.includes(expected), expected);
  }
  for (const d of documents) {
    const c = cost(d.text, { limit: 1000, count: 10 });
    assert.ok(c <= LIMITS.maxQueryCost / 2, `${d.file} ${d.name} costs ${c}`);
  }
});
