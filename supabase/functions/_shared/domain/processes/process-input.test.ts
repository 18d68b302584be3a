import { strict as assert } from "node:assert";
import { createProcessSchema, isHttpUrl, updateProcessSchema } from "./process-input.ts";

Deno.test("document links: http and https web addresses only", () => {
  for (
    const good of ["https://example.test", "http://example.test/a?b=c#d", "HTTPS://Example.test/x"]
  ) {
    assert.equal(isHttpUrl(good), true, good);
  }
  for (
    const bad of [
      "javascript:alert(1)",
      "ftp://example.test",
      "file:///etc/passwd",
      "example.test",
      "https://",
      "http://exa mple.test",
      "mailto:a@example.test",
      "",
      "//example.test",
      "data:text/html,x",
    ]
  ) {
    assert.equal(isHttpUrl(bad), false, bad);
  }
});

Deno.test("create: name required, handle optional and without spaces, dates real", () => {
  assert.equal(createProcessSchema.safeParse({ name: "X" }).success, true);
  assert.equal(createProcessSchema.safeParse({ name: " " }).success, false);
  assert.equal(createProcessSchema.safeParse({ name: "X", processHandle: "a b" }).success, false);
  assert.equal(
    createProcessSchema.safeParse({ name: "X", scheduledFrom: "2026-02-29" }).success,
    false,
  );
  assert.equal(
    createProcessSchema.safeParse({ name: "X", scheduledFrom: "2028-02-29" }).success,
    true,
  );
  // Four-digit years only, with a message that says so.
  const wide = createProcessSchema.safeParse({ name: "X", scheduledFrom: "10000-01-03" });
  assert.deepEqual(wide.error?.issues.map((i) => [i.path, i.message]), [[
    ["scheduledFrom"],
    "scheduledFrom 10000-01-03 is outside the supported dates 0001-01-01 to 9999-12-31.",
  ]]);
  assert.equal(
    createProcessSchema.safeParse({ name: "X", scheduledFrom: "0001-01-01" }).success,
    true,
  );
  assert.equal(
    createProcessSchema.safeParse({ name: "X", colour: "red" }).success,
    false,
    "unknown fields",
  );
  const docs = createProcessSchema.safeParse({
    name: "X",
    docs: [{ name: "A", value: "ftp://x" }],
  });
  assert.equal(docs.success, false);
  assert.equal(docs.error!.issues[0]!.path[0], "docs");
});

Deno.test("update: nulls mean not given, except categoryId and roleId which clear", () => {
  const r = updateProcessSchema.parse({
    id: 1,
    name: null,
    labelIds: null,
    categoryId: null,
    roleId: null,
  });
  assert.equal(r.name, undefined);
  assert.equal(r.labelIds, undefined);
  assert.equal(r.categoryId, null);
  assert.equal(r.roleId, null);
  assert.equal(updateProcessSchema.safeParse({ id: 0 }).success, false);
});
