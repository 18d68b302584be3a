/** The demo data is consistent before it ever reaches a database. */
import { strict as assert } from "node:assert";
import { DEMO_CATEGORIES, DEMO_LABELS, DEMO_PROCESSES } from "./demo-processes.ts";
import { DEMO_PEOPLE, DEMO_ROLES } from "./demo-people.ts";
import { storedSchedule } from "./schedule.ts";
import { checkDemoMatrices, DEMO_MATRICES } from "./demo-matrices.ts";

Deno.test("sizes: ~30 people, 12 roles, 5 categories, ~20 labels, 40 processes", () => {
  assert.equal(DEMO_PEOPLE.length, 30);
  assert.equal(DEMO_ROLES.length, 12);
  assert.equal(DEMO_CATEGORIES.length, 5);
  assert.equal(DEMO_LABELS.length, 20);
  assert.equal(DEMO_PROCESSES.length, 40);
  const prefixes = new Set(DEMO_LABELS.map((l) => l.split(":")[0]));
  assert.ok(prefixes.size >= 3 && prefixes.size <= 5, [...prefixes].join());
});

Deno.test("the three demo accounts exist with their user types; the User holds two roles", () => {
  const byEmail = new Map(DEMO_PEOPLE.map((p) => [p.email, p]));
  assert.equal(byEmail.get("admin@demo.test")?.userType, "Admin");
  assert.equal(byEmail.get("manager@demo.test")?.userType, "Manager");
  assert.equal(byEmail.get("user@demo.test")?.userType, "User");
  assert.ok(byEmail.get("user@demo.test")!.roles.length >= 2);
  assert.deepEqual(DEMO_PEOPLE.filter((p) => p.account).map((p) => p.email).sort(), [
    "admin@demo.test",
    "manager@demo.test",
    "user@demo.test",
  ]);
});

Deno.test("handles and emails are unique, case-insensitively", () => {
  for (const key of ["handle", "email"] as const) {
    const values = DEMO_PEOPLE.map((p) => p[key].toLowerCase());
    assert.equal(new Set(values).size, values.length, key);
  }
  const roles = DEMO_ROLES.map((r) => r.handle.toLowerCase());
  assert.equal(new Set(roles).size, roles.length);
});

Deno.test("the reporting tree has one root and no cycles", () => {
  const roles = new Map(DEMO_ROLES.map((r) => [r.handle, r]));
  assert.equal(DEMO_ROLES.filter((r) => !r.reportsTo).length, 1);
  for (const role of DEMO_ROLES) {
    const seen = new Set<string>();
    let at: string | undefined = role.handle;
    while (at) {
      assert.ok(!seen.has(at), `cycle through ${at}`);
      seen.add(at);
      assert.ok(roles.has(at), `unknown role ${at}`);
      at = roles.get(at)!.reportsTo;
    }
  }
});

Deno.test("every reference points at something that exists", () => {
  const roles = new Set(DEMO_ROLES.map((r) => r.handle));
  const labels = new Set(DEMO_LABELS);
  const categories = new Set(DEMO_CATEGORIES.map((c) => c.prefix));
  for (const p of DEMO_PEOPLE) {
    for (const r of p.roles) assert.ok(roles.has(r), `${p.handle}: ${r}`);
  }
  for (const p of DEMO_PROCESSES) {
    assert.ok(categories.has(p.category), p.name);
    for (const r of p.roles) assert.ok(roles.has(r), `${p.name}: ${r}`);
    if (p.owner) assert.ok(roles.has(p.owner), `${p.name}: owner ${p.owner}`);
    for (const l of p.labels) assert.ok(labels.has(l), `${p.name}: ${l}`);
    for (const d of p.docs) assert.match(d.url, /^https:\/\/\S+$/);
  }
});

Deno.test("schedules parse; both shapes, as-needed processes and every gap are present", () => {
  const stored = DEMO_PROCESSES.map((p) => ({ p, s: storedSchedule(p.schedule) }));
  const count = (f: (x: (typeof stored)[number]) => boolean) => stored.filter(f).length;
  assert.ok(count(({ s }) => s.frequencyType === "AsNeeded") >= 5);
  assert.ok(count(({ s }) => s.frequencyType === "Scheduled" && s.hasDates) >= 20);
  assert.ok(count(({ s }) => s.compactFrequency.startsWith("W")) >= 2, "interval schedules");
  assert.ok(count(({ s }) => /#L/.test(s.compactFrequency)) >= 2, "last-weekday schedules");
  assert.equal(count(({ s }) => s.frequencyType === "Scheduled" && !s.hasDates), 1);
  assert.ok(count(({ p }) => p.roles.length === 0) >= 2, "no roles");
  assert.ok(count(({ p }) => p.docs.length === 0) >= 2, "no docs");
  assert.ok(count(({ p }) => p.description === "") >= 2, "no description");
  assert.ok(count(({ p }) => p.labels.length === 0) >= 2, "no labels");
  assert.ok(
    stored.some(({ s }) =>
      s.compactFrequency === "Jan,Feb,Apr,May,Jul,Aug,Oct,Nov:1,15;Mar,Jun,Sep,Dec:1,15,5#L"
    ),
    "the compact form's example, canonicalised",
  );
});

Deno.test("a bad schedule in the data would stop the seed", () => {
  assert.throws(() => storedSchedule("Foo:1"), /bad schedule/);
  assert.throws(() => storedSchedule(""), /not a schedule/);
});

Deno.test("saved matrices: a shared one of the Admin, a private one of a Manager; bad ones stop the seed", () => {
  checkDemoMatrices();
  const account = (handle: string) => DEMO_PEOPLE.find((p) => p.handle === handle)!;
  const shared = DEMO_MATRICES.find((m) => m.name === "Departments by role")!;
  assert.deepEqual([shared.row, shared.col, shared.privacy], ["Dept", "Role", false]);
  assert.equal(account(shared.owner).email, "admin@demo.test");
  assert.ok(
    DEMO_MATRICES.some((m) => m.privacy && account(m.owner).email === "manager@demo.test"),
  );
  const bad = { name: "Bad", row: "Colour", col: "Role", privacy: true, owner: "amorgan" };
  assert.throws(() => checkDemoMatrices([bad]), /unknown dimension "Colour"/);
  assert.throws(
    () => checkDemoMatrices([{ ...bad, row: "Dept", owner: "staylor" }]),
    /Admin or Manager/,
  );
});

Deno.test("Departments by role is a matrix worth looking at: every department meets roles, and gaps show", () => {
  const depts = DEMO_LABELS.filter((l) => l.startsWith("Dept:"));
  const cell = (dept: string, role: string) =>
    DEMO_PROCESSES.filter((p) => p.labels.includes(dept) && p.roles.includes(role)).length;
  const cells = depts.flatMap((d) => DEMO_ROLES.map((r) => cell(d, r.handle)));
  for (const d of depts) {
    assert.ok(DEMO_ROLES.some((r) => cell(d, r.handle) > 0), `${d} has no role`);
  }
  assert.ok(cells.filter((n) => n > 1).length >= 5, "some cells count several processes");
  assert.ok(cells.filter((n) => n === 0).length > cells.length / 2, "and zeros show the gaps");
});
