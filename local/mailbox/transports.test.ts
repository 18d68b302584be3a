import { strict as assert } from "node:assert";
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import { MailError } from "../../supabase/functions/_shared/mail/mod.ts";
import { SmsError } from "../../supabase/functions/_shared/sms/mod.ts";
import { localMailerFromEnv, localSmsSenderFromEnv } from "./transports.ts";

const NO_SQL = null as unknown as Sql;
const MESSAGE = { to: "a@example.test", subject: "Hi", text: "hi", html: "<p>hi</p>" };

Deno.test("the stack's mailer: SMTP, then the local mailbox, else a refusal", async () => {
  assert.equal(
    localMailerFromEnv({ SMTP_URL: "smtps://u:p@smtp.example.test:465" }, NO_SQL).transport,
    "smtp",
  );
  assert.equal(
    localMailerFromEnv({ SMTP_URL: "smtp://smtp.example.test:587", LOCAL_MAILBOX: "1" }, NO_SQL)
      .transport,
    "smtp",
  );
  assert.equal(localMailerFromEnv({ LOCAL_MAILBOX: "1" }, NO_SQL).transport, "mailbox");
  const none = localMailerFromEnv({}, NO_SQL);
  assert.equal(none.transport, "none");
  await assert.rejects(none.sendMail(MESSAGE), (error: Error) => {
    assert.ok(error instanceof MailError);
    assert.match(error.message, /Mail is not configured: set SMTP_URL/);
    return true;
  });
  assert.throws(
    () => localMailerFromEnv({ LOCAL_MAILBOX: "1", MAIL_FROM: "nobody" }, NO_SQL),
    /MAIL_FROM must be an address/,
  );
});

Deno.test("the stack's SMS sender: Twilio, then the local mailbox, else a refusal", async () => {
  assert.equal(
    localSmsSenderFromEnv({
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_FROM: "+1500",
      LOCAL_MAILBOX: "1",
    }, NO_SQL).transport,
    "twilio",
  );
  assert.equal(localSmsSenderFromEnv({ LOCAL_MAILBOX: "1" }, NO_SQL).transport, "mailbox");
  const none = localSmsSenderFromEnv({}, NO_SQL);
  assert.equal(none.transport, "none");
  await assert.rejects(none.sendSms({ to: "+14155550123", body: "hi" }), (error: Error) => {
    assert.ok(error instanceof SmsError);
    assert.match(error.message, /SMS is not configured: set TWILIO_ACCOUNT_SID/);
    return true;
  });
});
