import { strict as assert } from "node:assert";
import { KeptSources } from "./kept-sources.ts";

Deno.test("kept sources drop the least recently used beyond the number of entries", () => {
  const kept = new KeptSources<string>({ entries: 2, weight: 100 });
  kept.set("a", "A", 1);
  kept.set("b", "B", 1);
  assert.equal(kept.get("a"), "A"); // a is now the most recently used
  kept.set("c", "C", 1);
  assert.deepEqual(kept.keys(), ["a", "c"]);
  assert.equal(kept.get("b"), undefined);
  assert.equal(kept.weight, 2);
});

Deno.test("kept sources drop the least recently used beyond the weight", () => {
  const kept = new KeptSources<string>({ entries: 4, weight: 10 });
  kept.set("a", "A", 4);
  kept.set("b", "B", 4);
  kept.set("c", "C", 4);
  assert.deepEqual(kept.keys(), ["b", "c"]);
  assert.equal(kept.weight, 8);
  // Replacing an entry counts its new weight only.
  kept.set("b", "B2", 2);
  assert.deepEqual(kept.keys(), ["c", "b"]);
  assert.equal(kept.weight, 6);
  assert.equal(kept.get("b"), "B2");
});

Deno.test("an entry that alone outweighs the budget is still kept, alone", () => {
  const kept = new KeptSources<string>({ entries: 4, weight: 10 });
  kept.set("a", "A", 3);
  kept.set("big", "BIG", 50);
  assert.deepEqual(kept.keys(), ["big"]);
  assert.equal(kept.get("big"), "BIG");
  kept.set("a", "A", 3);
  assert.deepEqual(kept.keys(), ["a"]);
  assert.equal(kept.weight, 3);
});
