import { strict as assert } from "node:assert";
import { readPersonLine } from "./people-fields.ts";
import type { PersonLine } from "./people-fields.ts";
import type { StoredPerson } from "./stored-rows.ts";
import { personPreview } from "./update-preview.ts";

const SAM: StoredPerson = {
  id: 1,
  peopleHandle: "staylor",
  name: "Sam Taylor",
  email: "sam@example.com",
  description: "",
  userType: "User",
  isAuthEnabled: true,
  receiveWeeklyReminders: false,
  roles: ["EHS", "PROD"],
  mobile: "+447700900123",
};

function line(values: Record<string, string>, blanks?: "keep" | "clear"): PersonLine {
  const read = readPersonLine({ line: 2, values: { peopleHandle: "staylor", ...values } }, blanks);
  assert.ok(read.ok, JSON.stringify(read));
  return read.value;
}

Deno.test("preview: blank cells change nothing and warn of nothing", () => {
  const blank = { name: "Sam Taylor", email: "", mobile: "", roles: "", isAuthEnabled: "" };
  assert.deepEqual(personPreview(line(blank), SAM), { changes: [], warnings: [] });
});

Deno.test("preview: each changed field stored → new, and the lines that end a sign-in or take roles", () => {
  const blank = { name: "Sam T", email: "", mobile: "", roles: "prod", isAuthEnabled: "no" };
  assert.deepEqual(personPreview(line(blank, "clear"), SAM), {
    changes: [
      { field: "name", from: "Sam Taylor", to: "Sam T" },
      { field: "email", from: "sam@example.com", to: "" },
      { field: "isAuthEnabled", from: "true", to: "false" },
      { field: "roles", from: "EHS;PROD", to: "prod" },
      { field: "mobile", from: "+447700900123", to: "" },
    ],
    warnings: [
      "Removes the email of staylor: they can no longer sign in.",
      "Switches sign-in off for staylor: they can no longer sign in.",
      "Takes the role EHS away from staylor.",
    ],
  });
});

Deno.test("preview: a new email or added role is a change, not a warning; a person without email loses nothing", () => {
  const more = line({ name: "Sam Taylor", email: "sam@new.example", roles: "EHS;PROD;WH" });
  assert.deepEqual(personPreview(more, SAM).warnings, []);
  const noEmail = { ...SAM, email: null, isAuthEnabled: false };
  assert.deepEqual(
    personPreview(line({ name: "Sam Taylor", email: "#clear", isAuthEnabled: "no" }), noEmail),
    { changes: [], warnings: [] },
  );
});
