import { strict as assert } from "node:assert";
import fc from "fast-check";
import { describeTerm, formatQuery, formatTerm } from "./format-term.ts";
import { parseQuery, parseTerm } from "./parse-query.ts";
import { HAS_VALUES, IS_VALUES, QueryError, type QueryTerm, TASK_STATUSES } from "./terms.ts";

Deno.test("formatTerm writes the canonical spelling", () => {
  const cases: [string, string][] = [
    ["HAS:nodocs", "has:noDocs"],
    ["isnot:DELETED", "isNot:deleted"],
    ["is:late", "is:late"],
    ["status=in progress|notstarted", "status=In Progress|Not Started"],
    ["status:Complete", "status=Complete"],
    ["D=Org", "d=org"],
    ["label = x", "label = x"], // a space before = makes it text
    ["label=Dept:HR", "label:Dept:HR"],
    ["prefix:Dept", "prefix:Dept"],
    ["role:ops", "role:ops"],
    ["CATEGORY=ops", "category:ops"],
    ["has:noaccess", "has:noAccess"],
    ["user:7", "user:7"],
    ["process:3", "process:3"],
    ["user= staylor", "user:staylor"],
    ["Process:FIN-009", "process:FIN-009"],
    ["pay roll", "pay roll"],
    ['"Note: call"', '"Note: call"'],
    ['"""x"""', '"""x"""'],
    ['" padded "', '" padded "'],
  ];
  for (const [input, canonical] of cases) {
    assert.equal(formatTerm(parseTerm(input)!), canonical, input);
  }
  assert.deepEqual(formatQuery(parseQuery(["has:noroles", "", "x"])), ["has:noRoles", "x"]);
});

Deno.test("describeTerm gives a human label for every kind", () => {
  const cases: [string, string][] = [
    ["has:scheduled", "Scheduled"],
    ["has:scheduledNoDates", "Scheduled with no dates"],
    ["has:needed", "As needed"],
    ["has:noRoles", "No assigned role"],
    ["has:noDocs", "No docs"],
    ["has:noDescription", "No description"],
    ["has:noLabel", "No labels"],
    ["has:roles", "Has an assigned role"],
    ["has:noCategory", "No category"],
    ["has:noAccess", "No access"],
    ["has:noRole", "No role"],
    ["has:noUsers", "No people"],
    ["has:noProcesses", "No processes"],
    ["category:OPS", "Category OPS"],
    ["is:late", "Late"],
    ["is:deleted", "Deleted"],
    ["isNot:late", "Not late"],
    ["isNot:deleted", "Not deleted"],
    ["status=In Progress|Not Started", "Status: In Progress or Not Started"],
    ["status=Complete|In Progress|Not Started", "Status: Complete, In Progress or Not Started"],
    ["d=org", "Whole organisation"],
    ["label:Dept:HR", "Label Dept:HR"],
    ["prefix:Dept", "Any Dept label"],
    ["role:ops", "Role ops"],
    ["user:7", "Person #7"],
    ["process:3", "Process #3"],
    ["user:staylor", "Person staylor"],
    ["process:FIN-009", "Process FIN-009"],
    ["pay", 'Contains "pay"'],
  ];
  for (const [input, label] of cases) assert.equal(describeTerm(parseTerm(input)!), label, input);
});

const term: fc.Arbitrary<QueryTerm> = fc.oneof(
  fc.constantFrom(...HAS_VALUES).map((value) => ({ kind: "has" as const, value })),
  fc.tuple(fc.constantFrom(...IS_VALUES), fc.boolean()).map(([value, negated]) => ({
    kind: "is" as const,
    value,
    negated,
  })),
  fc.uniqueArray(fc.constantFrom(...TASK_STATUSES), { minLength: 1 }).map((values) => ({
    kind: "status" as const,
    values,
  })),
  fc.constant({ kind: "scope" as const, value: "org" as const }),
  fc.tuple(
    fc.constantFrom("label", "prefix", "role", "category") as fc.Arbitrary<
      "label" | "prefix" | "role" | "category"
    >,
    fc.string({ minLength: 1, maxLength: 30 }),
  )
    .filter(([, v]) => v.trim() === v && v !== "")
    .map(([kind, value]) => ({ kind, value })),
  fc.tuple(
    fc.constantFrom("user", "process") as fc.Arbitrary<"user" | "process">,
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  )
    .map(([kind, id]) => ({ kind, id })),
  fc.tuple(
    fc.constantFrom("user", "process") as fc.Arbitrary<"user" | "process">,
    fc.string({ minLength: 1, maxLength: 30 }),
  )
    // A whole number is read as an id, so a handle term never holds one.
    .filter(([, v]) => v.trim() === v && v !== "" && !/^[1-9][0-9]{0,15}$/.test(v))
    .map(([kind, handle]) => ({ kind, handle })),
  fc.string({ minLength: 1, maxLength: 40 }).filter((v) => v.trim() !== "").map((value) => ({
    kind: "text" as const,
    value,
  })),
);

Deno.test("parseTerm(formatTerm(t)) is t for every term", () => {
  fc.assert(
    fc.property(term, (t) => {
      assert.deepEqual(parseTerm(formatTerm(t)), t);
      assert.ok(describeTerm(t).length > 0);
    }),
    { numRuns: 2000 },
  );
});

Deno.test("random input never raises anything but QueryError (BAD_USER_INPUT)", () => {
  const keyish = fc.tuple(
    fc.constantFrom(
      "has",
      "is",
      "isNot",
      "status",
      "d",
      "label",
      "prefix",
      "role",
      "category",
      "user",
      "process",
      "foo",
      "HAS",
      "",
    ),
    fc.constantFrom(":", "=", " ", ""),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("late", "noDocs", "Not Started|", "org", "12", "-1", "1e3"),
    ),
  ).map(([k, s, v]) => k + s + v);
  const element = fc.oneof(fc.string({ maxLength: 600 }), keyish, fc.anything());
  const input = fc.oneof(fc.array(element, { maxLength: 60 }), fc.anything());
  fc.assert(
    fc.property(input, (q) => {
      try {
        const terms = parseQuery(q as unknown[]);
        for (const t of terms) assert.deepEqual(parseTerm(formatTerm(t)), t);
      } catch (e) {
        assert.ok(e instanceof QueryError, `unexpected ${String(e)}`);
        assert.equal(e.code, "BAD_USER_INPUT");
        assert.ok(e.message.length > 0);
      }
    }),
    { numRuns: 3000 },
  );
});
