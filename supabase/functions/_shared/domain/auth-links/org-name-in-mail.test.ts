import { strict as assert } from "node:assert";
import { ORG_NAME_IN_MAIL_MAX, orgNameInMail } from "./org-name-in-mail.ts";

Deno.test("an ordinary name is kept as it is", () => {
  assert.equal(orgNameInMail("  Acme Ltd. "), "Acme Ltd.");
  assert.equal(orgNameInMail("Müller & Söhne"), "Müller & Söhne");
});

Deno.test("a name is one line of visible text", () => {
  assert.equal(orgNameInMail("Acme\r\nBcc: victim@example.test"), "Acme Bcc: victim＠example․test");
  assert.equal(orgNameInMail("Acme\u202egnp.exe\u200b"), "Acmegnp․exe", "no hidden reordering");
  assert.equal(orgNameInMail("\u200b\u202e "), "an organisation");
});

Deno.test("nothing in a name can become a link", () => {
  const name = orgNameInMail("Pay at https://evil.example/pay or www.evil.example");
  assert.doesNotMatch(name, /:\/\/|[a-z0-9]\.[a-z0-9]|@/i);
  assert.equal(name, "Pay at https:∕∕evil․example/pay or www․evil․example");
});

Deno.test("a long name is cut, ending with an ellipsis", () => {
  const long = orgNameInMail("A".repeat(500));
  assert.equal(Array.from(long).length, ORG_NAME_IN_MAIL_MAX);
  assert.ok(long.endsWith("…"));
  const emoji = orgNameInMail("😀".repeat(100));
  assert.equal(Array.from(emoji).length, ORG_NAME_IN_MAIL_MAX, "counted in characters");
});
