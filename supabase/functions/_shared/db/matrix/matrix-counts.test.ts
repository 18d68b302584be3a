import { strict as assert } from "node:assert";
import { parseLinks } from "./matrix-counts.ts";

Deno.test("parseLinks: process,value pairs; null is none", () => {
  const links = parseLinks("12,1,9007199254740991,40,3,0");
  assert.deepEqual([...links.processIds], [12, 9007199254740991, 3]);
  assert.deepEqual([...links.valueIds], [1, 40, 0]);
  assert.deepEqual(parseLinks(null), {
    processIds: new Float64Array(0),
    valueIds: new Float64Array(0),
  });
});
