/** The server side keeps its layers (layering.ts says which, and why). */
import { strict as assert } from "node:assert";
import { layeringViolations, readSources, type SourceFile, usesOf } from "./layering.ts";

const ROOT = new URL("../../", import.meta.url);
const DOMAIN = "supabase/functions/_shared/domain";

Deno.test("supabase/ and local/ keep their layers", async () => {
  const files = await readSources(ROOT, ["supabase/", "local/"]);
  assert.ok(files.some((f) => f.path.startsWith(`${DOMAIN}/`)), "the tree was not read");
  assert.deepEqual(layeringViolations(files), []);
});

const one = (path: string, source: string): string[] => layeringViolations([{ path, source }]);

Deno.test("every form of import is read, and only real ones", () => {
  const source = [
    "// import { no } from '../../comment.ts';",
    "/* export * from '../../block.ts'; */",
    "const text = \"import { no } from '../../string.ts'\";",
    "const re = /[\"']/g;",
    "import a, {",
    "  b,",
    '} from "./static.ts";',
    'import type { T } from "./type.ts";',
    'import "./side-effect.ts";',
    'export { c } from "./re-export.ts";',
    'export * from "./star.ts";',
    'const d = await import("./dynamic.ts");',
    'const e = await import(`./${"not"}-literal.ts`);',
    'type U = import("./type-query.ts").U;',
    "Deno.env.get('X');",
  ].join("\n");
  const uses = usesOf("x.ts", source);
  assert.deepEqual(uses.imports.map((i) => `${i.line} ${i.specifier}`), [
    "5 ./static.ts",
    "8 ./type.ts",
    "9 ./side-effect.ts",
    "10 ./re-export.ts",
    "11 ./star.ts",
    "12 ./dynamic.ts",
    "14 ./type-query.ts",
  ]);
  assert.deepEqual(uses.deno, [{ member: "env", line: 15 }]);
});

Deno.test("a planted bad import in the domain fails the check", () => {
  const at = `${DOMAIN}/tasks/planted.ts`;
  assert.deepEqual(one(at, 'import { sql } from "../../db/client.ts";'), [
    `${at}:1: the domain imports only the domain, not supabase/functions/_shared/db/client.ts`,
  ]);
  assert.equal(one(at, 'import type { Mailer } from "../../mail/message.ts";').length, 1);
  assert.equal(one(at, 'const m = await import("../../http/cors.ts");').length, 1);
  assert.deepEqual(one(at, 'import postgres from "postgres";'), [
    `${at}:1: the domain imports only pure packages, not postgres`,
  ]);
  assert.equal(one(at, 'import nodemailer from "npm:nodemailer@10";').length, 1);
  assert.equal(one(at, 'import { readFile } from "node:fs/promises";').length, 1);
  assert.deepEqual(one(at, "export const now = () => Deno.env.get('NOW');"), [
    `${at}:1: the domain does not use Deno.env`,
  ]);
  // Pure code passes; a test may use Deno, assertions and property tests, nothing more.
  assert.deepEqual(
    one(at, 'import { z } from "zod";\nimport { addDays } from "../dates/calendar.ts";'),
    [],
  );
  const test = `${DOMAIN}/tasks/planted.test.ts`;
  assert.deepEqual(
    one(
      test,
      'import { strict } from "node:assert";\nimport fc from "fast-check";\nDeno.test("x", f);',
    ),
    [],
  );
  assert.deepEqual(one(test, "Deno.test('x', () => Deno.readTextFile('f'));"), []);
  assert.equal(one(test, 'import postgres from "postgres";').length, 1);
  assert.equal(one(test, 'import { createSql } from "../../db/client.ts";').length, 1);
});

Deno.test("a planted import of local/ from deployed code fails the check; tests may use local/testing/", () => {
  const handler = "supabase/functions/calendar/create-handler.ts";
  assert.deepEqual(one(handler, 'import { m } from "../../../local/mailbox/mailbox-mailer.ts";'), [
    `${handler}:1: deployed code imports nothing from local/ (local/mailbox/mailbox-mailer.ts)`,
  ]);
  assert.equal(
    one(handler, 'import { db } from "../../../local/testing/test-database.ts";').length,
    1,
  );
  assert.deepEqual(one(handler, 'import { f } from "../graphql/testing/api-fixture.ts";'), [
    `${handler}:1: deployed code imports no test code (supabase/functions/graphql/testing/api-fixture.ts)`,
  ]);
  const test = "supabase/functions/calendar/calendar.test.ts";
  assert.deepEqual(one(test, 'import { db } from "../../../local/testing/test-database.ts";'), []);
  assert.equal(one(test, 'import { startStack } from "../../../local/stack.ts";').length, 1);
  const helper = "supabase/functions/graphql/testing/api-fixture.ts";
  assert.deepEqual(
    one(helper, 'import { db } from "../../../../local/testing/test-database.ts";'),
    [],
  );
  // local/ itself may import anything of supabase/.
  assert.deepEqual(
    one("local/stack.ts", 'import "../supabase/functions/_shared/db/client.ts";'),
    [],
  );
});

Deno.test("planted upward imports of commands and db fail the check", () => {
  const command = "supabase/functions/_shared/commands/tasks/planted.ts";
  assert.deepEqual(
    one(command, 'import type { GraphqlContext } from "../../../graphql/server/context.ts";'),
    [
      `${command}:1: _shared/commands does not import graphql/ (supabase/functions/graphql/server/context.ts)`,
    ],
  );
  const store = "supabase/functions/_shared/db/tasks/planted.ts";
  assert.equal(
    one(store, 'import { runAsSystem } from "../../commands/run-as-system.ts";').length,
    1,
  );
  assert.equal(one(store, 'export * from "../../../graphql/schema/index.ts";').length, 1);
  assert.deepEqual(one(store, 'import { toDate } from "../../domain/dates/calendar.ts";'), []);
  // A test of a command may drive it through the API's fixtures.
  const test = "supabase/functions/_shared/commands/tasks/planted.test.ts";
  assert.deepEqual(
    one(test, 'import { withApi } from "../../../graphql/testing/api-fixture.ts";'),
    [],
  );
});

Deno.test("one planted file among good ones is the one finding", () => {
  const files: SourceFile[] = [
    { path: `${DOMAIN}/a.ts`, source: "export const a = 1;" },
    { path: `${DOMAIN}/b.ts`, source: 'import { a } from "./a.ts";\nexport const b = a;' },
    { path: `${DOMAIN}/c.ts`, source: '\n\nimport { x } from "../http/cors.ts";' },
  ];
  assert.deepEqual(layeringViolations(files), [
    `${DOMAIN}/c.ts:3: the domain imports only the domain, not supabase/functions/_shared/http/cors.ts`,
  ]);
});
