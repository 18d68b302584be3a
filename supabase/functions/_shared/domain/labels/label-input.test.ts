import { strict as assert } from "node:assert";
import {
  createLabelSchema,
  labelPrefix,
  normalizeLabel,
  updateLabelSchema,
} from "./label-input.ts";

Deno.test("labelPrefix is the part before the first colon", () => {
  assert.equal(labelPrefix("Dept:HR"), "Dept");
  assert.equal(labelPrefix("Site:London:East"), "Site");
  assert.equal(labelPrefix("nocolon"), "nocolon");
});

Deno.test("normalizeLabel drops spaces around the first colon and at the ends", () => {
  assert.equal(normalizeLabel("  Dept :  HR  "), "Dept:HR");
  assert.equal(normalizeLabel("Site:London: East"), "Site:London: East");
});

Deno.test("valid labels parse to their normal form", () => {
  assert.deepEqual(createLabelSchema.parse({ label: " Dept : Human Resources " }), {
    label: "Dept:Human Resources",
  });
  assert.deepEqual(updateLabelSchema.parse({ id: 2, label: "a:b:c" }), { id: 2, label: "a:b:c" });
});

Deno.test("invalid labels are refused with a message that says why", () => {
  const cases: [string, RegExp][] = [
    ["", /required/],
    ["   ", /required/],
    ["DeptHR", /prefix:value/],
    [":HR", /prefix before the colon/],
    [" : HR", /prefix before the colon/],
    ["Dept:", /value after the colon/],
    ["Dept:  ", /value after the colon/],
    [`Dept:${"x".repeat(200)}`, /at most 200/],
  ];
  for (const [label, message] of cases) {
    const result = createLabelSchema.safeParse({ label });
    assert.equal(result.success, false, label);
    assert.match(result.error!.issues[0].message, message, label);
    assert.equal(result.error!.issues[0].path[0], "label");
  }
  assert.equal(updateLabelSchema.safeParse({ id: 0, label: "a:b" }).success, false);
  assert.equal(createLabelSchema.safeParse({ label: "a:b", id: 1 }).success, false);
});
