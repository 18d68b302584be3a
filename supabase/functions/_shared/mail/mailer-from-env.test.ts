import { strict as assert } from "node:assert";
import { DEFAULT_MAIL_FROM, mailerFromEnv, mailFromEnv } from "./mailer-from-env.ts";
import { MailError } from "./message.ts";

const MESSAGE = { to: "a@example.test", subject: "Hi", text: "hi", html: "<p>hi</p>" };

Deno.test("mailerFromEnv picks SMTP, else refuses to send", async () => {
  assert.equal(
    mailerFromEnv({ SMTP_URL: "smtps://u:p@smtp.example.test:465" }).transport,
    "smtp",
  );
  assert.equal(
    mailerFromEnv({ SMTP_URL: "smtp://smtp.example.test:587", LOCAL_MAILBOX: "1" })
      .transport,
    "smtp",
  );
  // The local mailbox is the local stack's to hand in (local/mailbox/transports.ts).
  assert.equal(mailerFromEnv({ LOCAL_MAILBOX: "1" }).transport, "none");
  const none = mailerFromEnv({});
  assert.equal(none.transport, "none");
  await assert.rejects(none.sendMail(MESSAGE), (error: Error) => {
    assert.ok(error instanceof MailError);
    assert.match(error.message, /Mail is not configured: set SMTP_URL/);
    return true;
  });
});

Deno.test("a malformed SMTP_URL or MAIL_FROM is a configuration error", () => {
  assert.throws(
    () => mailerFromEnv({ SMTP_URL: "http://smtp.example.test" }),
    /smtp:\/\/ or smtps:\/\//,
  );
  assert.throws(() => mailerFromEnv({ SMTP_URL: "not a url" }), /SMTP_URL is not a URL/);
  assert.throws(() => mailFromEnv({ MAIL_FROM: "nobody" }), /MAIL_FROM must be an address/);
  assert.throws(() => mailFromEnv({ MAIL_FROM: "a@b.test\r\nBcc: c@d.test" }), /MAIL_FROM/);
});

Deno.test("the sender: MAIL_FROM, else an address-shaped SMTP login, else the default", () => {
  assert.equal(mailFromEnv({ MAIL_FROM: "Acme <ops@acme.test>" }), "Acme <ops@acme.test>");
  assert.equal(
    mailFromEnv({ SMTP_URL: "smtps://bot%40acme.test:p@smtp.test:465" }),
    "Routinely <bot@acme.test>",
  );
  assert.equal(mailFromEnv({ SMTP_URL: "smtps://apikey:p@smtp.test:465" }), DEFAULT_MAIL_FROM);
  assert.equal(mailFromEnv({}), DEFAULT_MAIL_FROM);
});
