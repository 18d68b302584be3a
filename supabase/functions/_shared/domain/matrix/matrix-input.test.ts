import { strict as assert } from "node:assert";
import {
  makeMatrixSchema,
  savedMatrixListSchema,
  updateSavedMatrixSchema,
} from "./matrix-input.ts";

const fieldOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues[0]?.path[0];

Deno.test("makeMatrix: name trimmed, 1–255 characters as PostgreSQL counts them; private by default", () => {
  assert.deepEqual(makeMatrixSchema.parse({ row: " Dept ", col: "Role", name: "  Mine " }), {
    row: "Dept",
    col: "Role",
    name: "Mine",
    privacy: true,
  });
  assert.equal(
    makeMatrixSchema.parse({ row: "a", col: "b", name: "😀".repeat(255) }).name.length,
    510,
  );
  for (const name of ["", "  ", "x".repeat(256), "😀".repeat(256)]) {
    assert.equal(fieldOf(makeMatrixSchema.safeParse({ row: "a", col: "b", name })), "name");
  }
  assert.equal(fieldOf(makeMatrixSchema.safeParse({ row: " ", col: "b", name: "n" })), "row");
  assert.equal(fieldOf(makeMatrixSchema.safeParse({ row: "a", col: "", name: "n" })), "col");
  assert.equal(makeMatrixSchema.safeParse({ row: "a", col: "b", name: "n", x: 1 }).success, false);
});

Deno.test("updateSavedMatrix needs every field", () => {
  const r = updateSavedMatrixSchema.safeParse({ id: 1, row: "a", col: "b", name: "n" });
  assert.equal(fieldOf(r), "privacy");
  assert.equal(
    fieldOf(
      updateSavedMatrixSchema.safeParse({ id: 0, row: "a", col: "b", name: "n", privacy: true }),
    ),
    "id",
  );
});

Deno.test("the list: page 1, 10 a page, id descending unless said otherwise", () => {
  assert.deepEqual(savedMatrixListSchema.parse({}), {
    page: 1,
    perPage: 10,
    q: "",
    sortBy: "id",
    isDesc: true,
  });
  assert.equal(fieldOf(savedMatrixListSchema.safeParse({ perPage: 101 })), "perPage");
  assert.equal(fieldOf(savedMatrixListSchema.safeParse({ sortBy: "privacy" })), "sortBy");
});
