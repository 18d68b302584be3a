import { strict as assert } from "node:assert";
import { parseQuery, parseTerm } from "./parse-query.ts";
import { MAX_TERM_LENGTH, MAX_TERMS, QueryError, type QueryTerm } from "./terms.ts";

function one(text: string): QueryTerm | null {
  return parseTerm(text);
}

/** The QueryError a term raises: its message, after checking code and term. */
function refused(terms: unknown, term?: string): string {
  try {
    parseQuery(terms as string[]);
  } catch (e) {
    assert.ok(e instanceof QueryError, String(e));
    assert.equal(e.code, "BAD_USER_INPUT");
    if (term !== undefined) assert.equal(e.term, term);
    return e.message;
  }
  assert.fail(`${JSON.stringify(terms)} should be refused`);
}

Deno.test("has: every value", () => {
  for (
    const v of [
      "scheduled",
      "scheduledNoDates",
      "needed",
      "noRoles",
      "noDocs",
      "noDescription",
      "noLabel",
      "roles",
      "noCategory",
      "noAccess",
      "noRole",
      "noUsers",
      "noProcesses",
    ]
  ) {
    assert.deepEqual(one(`has:${v}`), { kind: "has", value: v });
  }
  assert.deepEqual(one("HAS:NODOCS"), { kind: "has", value: "noDocs" }, "case does not matter");
  assert.deepEqual(one("  has: noLabel  "), { kind: "has", value: "noLabel" });
});

Deno.test("is: and isNot: take late and deleted", () => {
  assert.deepEqual(one("is:late"), { kind: "is", value: "late", negated: false });
  assert.deepEqual(one("is:deleted"), { kind: "is", value: "deleted", negated: false });
  assert.deepEqual(one("isNot:late"), { kind: "is", value: "late", negated: true });
  assert.deepEqual(one("isNot:deleted"), { kind: "is", value: "deleted", negated: true });
  assert.deepEqual(one("isnot:Deleted"), { kind: "is", value: "deleted", negated: true });
});

Deno.test("status= takes display names joined by |", () => {
  assert.deepEqual(one("status=In Progress|Not Started"), {
    kind: "status",
    values: ["InProgress", "NotStarted"],
  });
  assert.deepEqual(one("status=Complete"), { kind: "status", values: ["Complete"] });
  assert.deepEqual(
    one("status=NotStarted"),
    { kind: "status", values: ["NotStarted"] },
    "the stored name works too",
  );
  assert.deepEqual(one("status= in progress | complete | In Progress"), {
    kind: "status",
    values: ["InProgress", "Complete"],
  });
});

Deno.test("d=org, label:, prefix:, role:, user:, process:", () => {
  assert.deepEqual(one("d=org"), { kind: "scope", value: "org" });
  assert.deepEqual(one("D=ORG"), { kind: "scope", value: "org" });
  assert.deepEqual(
    one("label:Dept:HR"),
    { kind: "label", value: "Dept:HR" },
    "only the first colon separates",
  );
  assert.deepEqual(one("prefix:Dept"), { kind: "prefix", value: "Dept" });
  assert.deepEqual(one("prefix:all"), { kind: "prefix", value: "all" });
  assert.deepEqual(one("role:ops-lead"), { kind: "role", value: "ops-lead" });
  assert.deepEqual(one("category:OPS"), { kind: "category", value: "OPS" });
  assert.deepEqual(one("Category= ops "), { kind: "category", value: "ops" });
  assert.deepEqual(one("user:12"), { kind: "user", id: 12 });
  assert.deepEqual(one("process:9007199254740991"), { kind: "process", id: 9007199254740991 });
  assert.deepEqual(
    one("label=Dept:HR"),
    { kind: "label", value: "Dept:HR" },
    "either separator is accepted",
  );
});

Deno.test("user: and process: take a handle as well as an id: a whole number is an id", () => {
  assert.deepEqual(one("user:staylor"), { kind: "user", handle: "staylor" });
  assert.deepEqual(one("User= STaylor "), { kind: "user", handle: "STaylor" }, "kept as written");
  assert.deepEqual(one("process:FIN-009"), { kind: "process", handle: "FIN-009" });
  assert.deepEqual(one("process:ops:weekly"), { kind: "process", handle: "ops:weekly" });
  // Anything that is not a whole id is a handle (handles are free text up to 64 characters).
  for (const value of ["0", "-1", "1.5", "012", "+3", "1e3", "99999999999999999"]) {
    assert.deepEqual(one(`user:${value}`), { kind: "user", handle: value }, value);
  }
  assert.deepEqual(one("user:7"), { kind: "user", id: 7 });
});

Deno.test("free text, quoted text and blanks", () => {
  assert.deepEqual(one("payroll"), { kind: "text", value: "payroll" });
  assert.deepEqual(one("  monthly payroll  "), { kind: "text", value: "monthly payroll" });
  assert.deepEqual(one("10:30"), { kind: "text", value: "10:30" }, "a key starts with a letter");
  assert.deepEqual(one("50%_off"), { kind: "text", value: "50%_off" });
  assert.deepEqual(
    one("Note : call"),
    { kind: "text", value: "Note : call" },
    "a key has its separator right after it",
  );
  assert.deepEqual(one('"Note: call back"'), { kind: "text", value: "Note: call back" });
  assert.deepEqual(one('"has:noDocs"'), { kind: "text", value: "has:noDocs" });
  assert.deepEqual(one('"'), { kind: "text", value: '"' });
  assert.equal(one('""'), null);
  assert.equal(one("   "), null);
  assert.deepEqual(parseQuery(["", "has:noDocs", "  ", "pay"]), [{ kind: "has", value: "noDocs" }, {
    kind: "text",
    value: "pay",
  }]);
  assert.deepEqual(parseQuery(null), []);
  assert.deepEqual(parseQuery(undefined), []);
  assert.deepEqual(parseQuery([]), []);
});

Deno.test("unknown keys are refused, naming them", () => {
  assert.equal(
    refused(["foo:bar"], "foo:bar"),
    'Unknown search term "foo:" in "foo:bar"; use has:, is:, isNot:, status=, d=, label:, prefix:, role:, category:, user: or process:, or put the text in double quotes to search for it',
  );
  assert.match(refused(["Note: call back"], "Note: call back"), /^Unknown search term "Note:"/);
  assert.match(refused(["x=1"]), /^Unknown search term "x="/);
  assert.match(refused(["http://example.com"]), /^Unknown search term "http:"/);
});

Deno.test("bad values are refused, naming them", () => {
  assert.equal(
    refused(["has:foo"], "has:foo"),
    'Unknown value "foo" in "has:foo"; use has:scheduled, has:scheduledNoDates, has:needed, has:noRoles, has:noDocs, has:noDescription, has:noLabel, has:roles, has:noCategory, has:noAccess, has:noRole, has:noUsers or has:noProcesses',
  );
  assert.match(refused(["has:"], "has:"), /^"has:" needs a value; use has:scheduled/);
  assert.equal(
    refused(["is:early"]),
    'Unknown value "early" in "is:early"; use is:late, is:missed or is:deleted',
  );
  assert.equal(
    refused(["isNot:noDocs"]),
    'Unknown value "noDocs" in "isNot:noDocs"; use isNot:late, isNot:missed or isNot:deleted',
  );
  assert.equal(
    refused(["status=Nope"], "status=Nope"),
    'Unknown status "Nope" in "status=Nope"; use Not Started, In Progress or Complete, separated by |',
  );
  assert.match(
    refused(["status=Complete|"]),
    /^Unknown status an empty status in "status=Complete\|"/,
  );
  assert.match(refused(["status="]), /^Unknown status an empty status/);
  assert.equal(refused(["d=mine"]), '"d=mine" is not valid; the only d= term is d=org');
  assert.equal(refused(["label:"]), '"label:" needs a label, e.g. label:Dept:HR');
  assert.equal(refused(["prefix: "]), '"prefix:" needs a label prefix, e.g. prefix:Dept');
  assert.equal(refused(["role:"]), '"role:" needs a role handle, e.g. role:ops-lead');
  assert.equal(refused(["category:"]), '"category:" needs a category prefix, e.g. category:OPS');
  assert.equal(
    refused(["user:"], "user:"),
    '"user:" needs a person\'s handle or id, e.g. user:staylor or user:12',
  );
  assert.equal(
    refused(["process: "]),
    '"process:" needs a process handle or id, e.g. process:FIN-009 or process:12',
  );
});

Deno.test("malformed lists and oversized input are refused", () => {
  assert.equal(refused("has:noDocs"), "The query must be a list of search terms");
  assert.equal(refused([42]), "Each search term must be text");
  assert.equal(refused([null]), "Each search term must be text");
  assert.equal(
    refused(Array(MAX_TERMS + 1).fill("x")),
    `A query may have at most ${MAX_TERMS} terms`,
  );
  assert.equal(parseQuery(Array(MAX_TERMS).fill("x")).length, MAX_TERMS);
  assert.match(refused(["x".repeat(MAX_TERM_LENGTH + 1)]), /at most 500 characters/);
  assert.equal(parseQuery(["x".repeat(MAX_TERM_LENGTH)]).length, 1);
});
