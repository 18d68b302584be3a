import { strict as assert } from "node:assert";
import { createCategorySchema, updateCategorySchema } from "./category-input.ts";

Deno.test("createProcessCategory fills the defaults", () => {
  assert.deepEqual(createCategorySchema.parse({ prefix: " HR " }), {
    prefix: "HR",
    description: "",
    increment: 1,
  });
  const update = updateCategorySchema.parse({ id: 3, description: "x", increment: null });
  assert.deepEqual(JSON.parse(JSON.stringify(update)), {
    id: 3,
    description: "x",
  });
});

Deno.test("bad categories are refused with the field", () => {
  const cases: [unknown, string][] = [
    [{ prefix: "" }, "prefix"],
    [{ prefix: "H R" }, "prefix"],
    [{ prefix: "_HR" }, "prefix"],
    [{ prefix: "HR-1" }, "prefix"],
    [{ prefix: "A".repeat(17) }, "prefix"],
    [{ prefix: "HR", increment: 0 }, "increment"],
    [{ prefix: "HR", increment: 1.5 }, "increment"],
    [{ prefix: "HR", increment: 2 ** 31 }, "increment"],
    [{ prefix: "HR", description: "d".repeat(2001) }, "description"],
  ];
  for (const [input, field] of cases) {
    const result = createCategorySchema.safeParse(input);
    assert.equal(result.success, false, JSON.stringify(input));
    assert.equal(result.error?.issues[0].path[0], field, JSON.stringify(input));
  }
  assert.ok(createCategorySchema.safeParse({ prefix: "A".repeat(16) }).success);
  assert.ok(createCategorySchema.safeParse({ prefix: "ops_2" }).success);
});
