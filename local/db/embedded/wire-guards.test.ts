/** The embedded port's guards as pure functions: COPY detection and the MD5 exchange. */
import { strict as assert } from "node:assert";
import { createHash } from "node:crypto";
import {
  copiesFromStdin,
  md5Answers,
  md5Challenge,
  randomPassword,
  refuseCopyFromStdin,
  startupParameters,
} from "./wire-guards.ts";

Deno.test("COPY … FROM STDIN is found outside comments, strings and quoted names only", () => {
  for (
    const sql of [
      "copy t from stdin",
      "COPY public.t (a, b) FROM STDIN WITH (FORMAT csv)",
      "select 1; copy t from\n  stdin",
      "/* leading */ copy t from stdin -- trailing",
    ]
  ) assert.equal(copiesFromStdin(sql), true, sql);
  for (
    const sql of [
      "copy (select 1) to stdout",
      "select 'copy t from stdin'",
      "select $$copy t from stdin$$",
      "select $q$copy t from stdin$q$",
      "-- copy t from stdin\nselect 1",
      'select "copy t from stdin" from x',
      "select copy from stdin_table",
      "copy t from '/tmp/file'",
    ]
  ) assert.equal(copiesFromStdin(sql), false, sql);
});

Deno.test("a refused Query or Parse keeps its framing; other messages pass unchanged", () => {
  const encoder = new TextEncoder();
  const frame = (type: string, body: string) => {
    const bytes = encoder.encode(body);
    const m = new Uint8Array(5 + bytes.length);
    m[0] = type.charCodeAt(0);
    new DataView(m.buffer).setInt32(1, 4 + bytes.length);
    m.set(bytes, 5);
    return m;
  };
  const select = frame("Q", "select 1\0");
  assert.equal(refuseCopyFromStdin(select), select);
  const refused = refuseCopyFromStdin(frame("Q", "copy t from stdin\0"));
  assert.equal(String.fromCharCode(refused[0]), "Q");
  assert.equal(new DataView(refused.buffer).getInt32(1), refused.length - 1);
  assert.match(new TextDecoder().decode(refused), /feature_not_supported/);
  // Parse: statement name and parameter types are kept.
  const parse = frame("P", "s1\0copy t from stdin\0\0\x01\0\0\0\x17");
  const rewritten = refuseCopyFromStdin(parse);
  const text = new TextDecoder().decode(rewritten.subarray(5));
  assert.ok(text.startsWith("s1\0do $routinely$"));
  assert.deepEqual([...rewritten.subarray(-6)], [0, 1, 0, 0, 0, 0x17]);
  assert.equal(new DataView(rewritten.buffer).getInt32(1), rewritten.length - 1);
});

Deno.test("MD5 exchange: the right answer for the salt passes, anything else fails", () => {
  const password = randomPassword();
  assert.match(password, /^[0-9a-f]{48}$/);
  assert.notEqual(password, randomPassword());
  const { message, salt } = md5Challenge();
  assert.equal(String.fromCharCode(message[0]), "R");
  assert.equal(new DataView(message.buffer).getInt32(5), 5);
  assert.deepEqual([...message.subarray(9)], [...salt]);
  const answer = (pw: string, user: string, s: Uint8Array) => {
    const inner = createHash("md5").update(pw + user).digest("hex");
    const text = `md5${createHash("md5").update(inner).update(s).digest("hex")}\0`;
    const body = new TextEncoder().encode(text);
    const m = new Uint8Array(5 + body.length);
    m[0] = 0x70;
    new DataView(m.buffer).setInt32(1, 4 + body.length);
    m.set(body, 5);
    return m;
  };
  assert.equal(md5Answers(answer(password, "postgres", salt), "postgres", password, salt), true);
  assert.equal(md5Answers(answer("postgres", "postgres", salt), "postgres", password, salt), false);
  const otherSalt = salt.map((b) => b ^ 0xff);
  assert.equal(
    md5Answers(answer(password, "postgres", otherSalt), "postgres", password, salt),
    false,
    "an answer to another challenge is not replayable",
  );
  const startup = new Uint8Array([
    0,
    0,
    0,
    0,
    0,
    3,
    0,
    0,
    ...new TextEncoder().encode("user\0postgres\0database\0db\0\0"),
  ]);
  assert.deepEqual(startupParameters(startup), { user: "postgres", database: "db" });
});
