/**
 * sendMail through nodemailer to a real SMTP server on loopback, parsed with mailparser:
 * what a recipient's mail client would see.
 */
import { strict as assert } from "node:assert";
import { closedPort, startSmtpSink } from "../testing/smtp-sink.ts";
import { mailBody } from "../domain/mail/mail-body.ts";
import { mailerFromEnv } from "./mailer-from-env.ts";
import { MailError, type MailMessage } from "./message.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

Deno.test("sendMail delivers subject, both parts, extra headers and UTF-8 over SMTP", async () => {
  const sink = await startSmtpSink();
  const mailer = mailerFromEnv({
    SMTP_URL: sink.url,
    MAIL_FROM: "Routinely <reminders@routinely.example>",
  });
  try {
    assert.equal(mailer.transport, "smtp");
    const unsubscribe = "https://app.example/unsubscribe?token=abc";
    const body = mailBody("Rappel", [
      "Bonjour Zoë, voici vos tâches — 日本語 ✓",
      {
        list: ["Vérifier l'extincteur", {
          text: "Ouvrir la tâche",
          href: "https://app.example/t/1",
        }],
      },
    ]);
    const sent = await mailer.sendMail({
      to: "zoe@example.test",
      subject: "Rappel : vos tâches de la semaine ✓",
      ...body,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>, <mailto:unsubscribe@routinely.example>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const [mail] = await sink.waitFor(1);
    assert.equal(mail.subject, "Rappel : vos tâches de la semaine ✓");
    assert.equal(mail.from?.value[0].address, "reminders@routinely.example");
    assert.equal(mail.from?.value[0].name, "Routinely");
    assert.deepEqual(sink.envelopes[0], ["zoe@example.test"]);
    assert.equal(mail.messageId, sent.messageId);
    assert.equal(mail.text, body.text);
    assert.match(mail.text!, /Bonjour Zoë, voici vos tâches — 日本語 ✓/);
    assert.match(mail.text!, /Ouvrir la tâche: https:\/\/app\.example\/t\/1/);
    assert.equal(typeof mail.html, "string");
    assert.match(
      mail.html as string,
      /<a href="https:\/\/app\.example\/t\/1"[^>]*>Ouvrir la tâche<\/a>/,
    );
    assert.match(mail.html as string, /Vérifier l&#39;extincteur/);
    const line = (key: string) => mail.headerLines.find((h) => h.key === key)?.line ?? "";
    assert.equal(
      line("list-unsubscribe-post"),
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    // mailparser reads List-Unsubscribe into its parts; the raw line carries both.
    const raw = line("list-unsubscribe");
    assert.match(raw, /<https:\/\/app\.example\/unsubscribe\?token=abc>/);
    assert.match(raw, /<mailto:unsubscribe@routinely\.example>/);
  } finally {
    await mailer.close();
    await sink.close();
  }
});

Deno.test("the SMTP URL's login is used, and is the sender when MAIL_FROM is unset", async () => {
  const sink = await startSmtpSink();
  const url = sink.url.replace("smtp://", "smtp://sender%40routinely.example:secret@");
  const mailer = mailerFromEnv({ SMTP_URL: url });
  try {
    await mailer.sendMail({ to: "a@example.test", subject: "Hi", text: "hi", html: "<p>hi</p>" });
    const [mail] = await sink.waitFor(1);
    assert.equal(mail.from?.value[0].address, "sender@routinely.example");
    assert.deepEqual(sink.logins, ["sender@routinely.example"]);
  } finally {
    await mailer.close();
    await sink.close();
  }
});

Deno.test("smtps:// speaks TLS from the first byte, as port 465 on hosted Supabase needs", async () => {
  const sink = await startSmtpSink({ secure: true });
  const mailer = mailerFromEnv({ SMTP_URL: sink.url, MAIL_FROM: "a@routinely.example" });
  try {
    await mailer.sendMail({
      to: "b@example.test",
      subject: "Über TLS",
      text: "hi",
      html: "<p>hi</p>",
    });
    const [mail] = await sink.waitFor(1);
    assert.equal(mail.subject, "Über TLS");
  } finally {
    await mailer.close();
    await sink.close();
  }
});

Deno.test("an SMTP server that is not there gives a clear error without the password", async () => {
  const port = closedPort();
  const mailer = createSmtpMailer({
    url: `smtp://user:hunter2-secret@127.0.0.1:${port}`,
    from: "Routinely <no-reply@example.test>",
  });
  try {
    await assert.rejects(
      mailer.sendMail({ to: "a@example.test", subject: "Hi", text: "hi", html: "<p>hi</p>" }),
      (error: Error) => {
        assert.ok(error instanceof MailError, String(error));
        assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${port}`));
        assert.match(error.message, /connection refused/);
        assert.doesNotMatch(error.message, /hunter2/);
        return true;
      },
    );
  } finally {
    await mailer.close();
  }
});

Deno.test("a message the SMTP server must not see is refused before sending", async () => {
  const sink = await startSmtpSink();
  const mailer = createSmtpMailer({ url: sink.url, from: "Routinely <no-reply@example.test>" });
  const ok = { to: "a@example.test", subject: "Hi", text: "hi", html: "<p>hi</p>" };
  try {
    for (
      const bad of <MailMessage[]> [
        { ...ok, to: "a@example.test, b@example.test" },
        { ...ok, to: "not an address" },
        { ...ok, subject: "Hi\r\nBcc: victim@example.test" },
        { ...ok, html: "" },
        { ...ok, headers: { "X-Evil": "a\r\nBcc: victim@example.test" } },
        { ...ok, headers: { "Bad:Name": "x" } },
      ]
    ) {
      await assert.rejects(mailer.sendMail(bad), MailError, JSON.stringify(bad));
    }
    // Nothing reached the server; a valid message still goes through afterwards.
    await mailer.sendMail(ok);
    assert.equal((await sink.waitFor(1)).length, 1);
  } finally {
    await mailer.close();
    await sink.close();
  }
});
