import { strict as assert } from "node:assert";
import { createUserSchema, MOBILE_FORMAT_MESSAGE, updateUserSchema } from "./user-input.ts";

Deno.test("create fills the spec's defaults", () => {
  const parsed = createUserSchema.parse({
    peopleHandle: " jdoe ",
    name: "Jane Doe",
  });
  assert.deepEqual(parsed, {
    peopleHandle: "jdoe",
    name: "Jane Doe",
    description: "",
    email: null,
    mobile: null,
    userType: "User",
    isAuthEnabled: true,
    roleIds: [],
    receiveWeeklyReminders: false,
  });
});

Deno.test("explicit nulls count as absent, so isAuthEnabled still defaults to true", () => {
  const created = createUserSchema.parse({
    peopleHandle: "a",
    name: "A",
    isAuthEnabled: null,
    email: "",
  });
  assert.equal(created.isAuthEnabled, true);
  assert.equal(created.email, null);
  const updated = updateUserSchema.parse({ id: 3, name: "B" });
  assert.equal(updated.isAuthEnabled, true);
  assert.equal(updated.peopleHandle, undefined);
  assert.equal("email" in updated && updated.email !== undefined, false);
});

Deno.test("bad values are refused with a message naming the problem", () => {
  const cases: [unknown, string, string][] = [
    [{ peopleHandle: "", name: "A" }, "peopleHandle", "Handle is required."],
    [
      { peopleHandle: "a b", name: "A" },
      "peopleHandle",
      "Handle cannot contain spaces.",
    ],
    [{ peopleHandle: "a", name: "  " }, "name", "Name is required."],
    [
      { peopleHandle: "a", name: "A", email: "nope" },
      "email",
      "Email must be a valid address.",
    ],
    [
      { peopleHandle: "a", name: "A", mobile: "0415 555 0123" },
      "mobile",
      MOBILE_FORMAT_MESSAGE,
    ],
    [
      { peopleHandle: "a", name: "A", mobile: "+0415550123" },
      "mobile",
      MOBILE_FORMAT_MESSAGE,
    ],
    [
      { peopleHandle: "a", name: "A", mobile: "+1234567890123456" },
      "mobile",
      MOBILE_FORMAT_MESSAGE,
    ],
    [
      { peopleHandle: "a", name: "A", mobile: "+1 415 CALL NOW" },
      "mobile",
      MOBILE_FORMAT_MESSAGE,
    ],
    [
      { peopleHandle: "a", name: "A", userType: "Root" },
      "userType",
      "User type must be User, Admin or Manager.",
    ],
    [
      { peopleHandle: "a", name: "A", roleIds: [0] },
      "roleIds",
      "Role ids are positive numbers.",
    ],
  ];
  for (const [input, field, message] of cases) {
    const result = createUserSchema.safeParse(input);
    assert.equal(result.success, false, JSON.stringify(input));
    assert.equal(result.error!.issues[0].path[0], field);
    assert.equal(result.error!.issues[0].message, message);
  }
});

Deno.test("unknown fields are refused", () => {
  assert.equal(
    createUserSchema.safeParse({ peopleHandle: "a", name: "A", orgId: 2 })
      .success,
    false,
  );
  assert.equal(
    updateUserSchema.safeParse({ id: 1, authUserId: "x" }).success,
    false,
  );
});

Deno.test("a mobile number loses its spaces, dashes and brackets; empty clears it", () => {
  const parse = (mobile: unknown) =>
    createUserSchema.parse({ peopleHandle: "a", name: "A", mobile }).mobile;
  assert.equal(parse("+1 (415) 555-0123"), "+14155550123");
  assert.equal(parse(" +44 20 7946 0958 "), "+442079460958");
  assert.equal(parse("+64.21.555.012"), "+6421555012");
  assert.equal(parse(""), null);
  assert.equal(parse("  "), null);
  assert.equal(parse(null), null);
  assert.equal(updateUserSchema.parse({ id: 1 }).mobile, undefined, "absent: unchanged");
  assert.equal(updateUserSchema.parse({ id: 1, mobile: null }).mobile, null, "null: cleared");
  assert.equal(updateUserSchema.parse({ id: 1, mobile: "" }).mobile, null, "empty: cleared");
});
