/**
 * Every reference in the repository can be followed inside it (references.ts says why).
 * `deno run -A scripts/checks/references.ts` lists what is left.
 */
import { strict as assert } from "node:assert";
import {
  anchorsOf,
  readTrackedFiles,
  referenceProblems,
  type RepoFile,
  slugOf,
} from "./references.ts";

const ROOT = new URL("../../", import.meta.url);

Deno.test("the repository's references all resolve", async () => {
  const files = await readTrackedFiles(ROOT);
  assert.ok(files.some((f) => f.path === "README.md"), "the tree was not read");
  const problems = referenceProblems(files);
  assert.equal(
    problems.length,
    0,
    `${problems.length} reference problem(s), the first:\n${problems.slice(0, 20).join("\n")}\n` +
      "(all of them: deno run -A scripts/checks/references.ts)",
  );
});

// The planted texts are put together from parts, so that this file passes its own check.
const SECTION = "\u00a7";
const ISSUE = "iss" + "ue";
const D = "do" + "cs/";

const DOCS: RepoFile[] = [
  {
    path: `${D}product.md`,
    text: [
      "# Product rules",
      "## What it does",
      "## Roles and permissions",
      "## Two-factor sign-in (TOTP)",
      "```sh",
      "# not a heading: inside a code block",
      "```",
      "## Limits",
      "## Limits",
    ].join("\n"),
  },
  { path: `${D}decisions/001-audit.md`, text: "# 001 — The audit trail's chain\n" },
  { path: `${D}images/shot.png`, text: "" },
];

const problemsOf = (path: string, text: string): string[] =>
  referenceProblems([...DOCS, { path, text }]);

Deno.test("headings become GitHub's anchors", () => {
  assert.equal(slugOf("Two-factor sign-in (TOTP)"), "two-factor-sign-in-totp");
  assert.equal(slugOf("Labels, categories and handles"), "labels-categories-and-handles");
  assert.equal(slugOf("001 — The audit trail's chain"), "001--the-audit-trails-chain");
  assert.equal(slugOf("The `q` terms [of lists](x.md)"), "the-q-terms-of-lists");
  assert.deepEqual(
    [...anchorsOf(DOCS[0].text)],
    [
      "product-rules",
      "what-it-does",
      "roles-and-permissions",
      "two-factor-sign-in-totp",
      "limits",
      "limits-1",
    ],
  );
});

Deno.test("a planted reference to a document outside the repository fails", () => {
  const planted = [
    `// the late rule (design ${SECTION}5)`,
    `-- spec ${SECTION}6: only admins`,
    `/* added in ${ISSUE} 8 */`,
    `# see ${ISSUE.toUpperCase()} #12 and ${ISSUE}s 6`,
    `"Spec${SECTION}3"`,
  ].join("\n");
  assert.deepEqual(problemsOf("supabase/functions/x.ts", planted), [
    `supabase/functions/x.ts:1: cites a document outside the repository: "design ${SECTION}"`,
    `supabase/functions/x.ts:2: cites a document outside the repository: "spec ${SECTION}"`,
    `supabase/functions/x.ts:3: cites a document outside the repository: "${ISSUE} 8"`,
    `supabase/functions/x.ts:4: cites a document outside the repository: "${ISSUE.toUpperCase()} #12"`,
    `supabase/functions/x.ts:4: cites a document outside the repository: "${ISSUE}s 6"`,
    `supabase/functions/x.ts:5: cites a document outside the repository: "Spec${SECTION}"`,
  ]);
});

Deno.test("what is not such a reference passes, and dated figures may keep them", () => {
  const fine = [
    "RFC 6238 §5.2 says a code works once",
    "tissue 5, issues/12, the issue",
    `sections of ${D}product.md#limits`,
  ].join("\n");
  assert.deepEqual(problemsOf("local/x.ts", fine), []);
  assert.deepEqual(problemsOf("bench/results/2026-01-01-x.md", `before ${ISSUE} 6`), []);
  assert.equal(problemsOf("bench/README.md", `before ${ISSUE} 6`).length, 1);
});

Deno.test(`a citation of a ${D} heading that does not exist fails`, () => {
  const text = [
    `// ${D}product.md#roles-and-permissions and ${D}product.md#limits-1`,
    `// ${D}product.md#two-factor-sign-in-totp`,
    `// ${D}product.md#roles`,
    `// ${D}api.md#error-codes`,
    `\`see ../${D}product.md#what-it-does\``,
    `// ${D}product.md#what-it-does-not`,
  ].join("\n");
  assert.deepEqual(problemsOf("web/src/x.ts", text), [
    `web/src/x.ts:3: ${D}product.md#roles: ${D}product.md has no heading #roles`,
    `web/src/x.ts:4: ${D}api.md#error-codes: ${D}api.md does not exist`,
    `web/src/x.ts:6: ${D}product.md#what-it-does-not: ${D}product.md has no heading ` +
    "#what-it-does-not",
  ]);
});

Deno.test(`the links of README.md and ${D} must resolve, file and anchor`, () => {
  const readme = [
    `![shot](${D}images/shot.png) [rules](${D}product.md#limits) [site](https://x.test/a#b)`,
    `[decisions](${D}decisions/) [mail](mailto:a@b.test) [self](#the-readme)`,
    "# The README",
    `[gone](${D}gone.md) [bad anchor](${D}product.md#nope) [missing self](#nowhere)`,
    `\`[code](${D}gone.md)\` is code, and so is a block:`,
    "```",
    `[code](${D}gone.md)`,
    "```",
    `[out](../elsewhere.md) [folder](${D}nothing/)`,
  ].join("\n");
  assert.deepEqual(problemsOf("README.md", readme), [
    `README.md:4: link ${D}gone.md: ${D}gone.md does not exist`,
    `README.md:4: link ${D}product.md#nope: ${D}product.md has no heading #nope`,
    "README.md:4: link #nowhere: README.md has no heading #nowhere",
    "README.md:9: link ../elsewhere.md: ../elsewhere.md leaves the repository",
    `README.md:9: link ${D}nothing/: ${D}nothing does not exist`,
  ]);
  const decision = "[rules](../product.md#what-it-does) [gone](../product.md#gone) [x](./nope.md)";
  assert.deepEqual(problemsOf(`${D}decisions/002-x.md`, decision), [
    `${D}decisions/002-x.md:1: link ../product.md#gone: ${D}product.md has no heading #gone`,
    `${D}decisions/002-x.md:1: link ./nope.md: ${D}decisions/nope.md does not exist`,
  ]);
  // The benchmarks' pages are checked too; other markdown files' links are not this check's
  // business (their citations still are).
  assert.deepEqual(problemsOf("bench/README.md", "[gone](gone.md)"), [
    "bench/README.md:1: link gone.md: bench/gone.md does not exist",
  ]);
  assert.deepEqual(problemsOf("supabase/functions/graphql/README.md", "[gone](gone.md)"), []);
});
