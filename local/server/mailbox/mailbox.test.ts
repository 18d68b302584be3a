/**
 * The local mailbox through the stack's real router and database: a message sent with no
 * SMTP_URL is kept, listed newest first and shown with its HTML sandboxed (it cannot run
 * script in the stack's origin) and its plain text escaped with clickable links.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../testing/test-database.ts";
import { startTestServer } from "../../testing/test-server.ts";
import { localMailerFromEnv } from "../../mailbox/transports.ts";
import { mailBody } from "../../../supabase/functions/_shared/domain/mail/mail-body.ts";
import { keepMessage, latestMessageTo } from "../../mailbox/local-mailbox.ts";

const EVIL_HTML =
  `<!DOCTYPE html><html><head><base target="_self"><script>parent.document.title="owned"</script></head>
<body><p onclick="alert(1)">Hello</p><a href="http://127.0.0.1/app/set-password?token=t1">Set password</a></body></html>`;

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The attribute's value on the first tag named `tag` in `html`. */
function attribute(html: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`, "i").exec(html)?.[0] ?? "";
  return new RegExp(`\\b${name}="([^"]*)"`, "i").exec(element)?.[1];
}

Deno.test("a message sent with no SMTP_URL is kept and shown by /mailbox, sandboxed", async () => {
  const db = await createTestDatabase();
  const server = startTestServer({ sql: db.sql, mailbox: true });
  try {
    const mailer = localMailerFromEnv({ LOCAL_MAILBOX: "1" }, db.sql);
    assert.equal(mailer.transport, "mailbox");
    const first = await mailer.sendMail({
      to: "Old@Example.test",
      subject: "Older message",
      ...mailBody("Older", ["first"]),
    });
    const sent = await mailer.sendMail({
      to: "ann@example.test",
      subject: `Welcome <script>alert("subject")</script> — Zoë ✓`,
      text:
        `Hi <b>Ann</b>,\nset your password: http://127.0.0.1/app/set-password?token=t1&x=1.\nBye`,
      html: EVIL_HTML,
      headers: { "List-Unsubscribe": "<https://app.example/u?t=1>" },
    });
    assert.match(first.messageId, /^<local-\d+@mailbox\.localhost>$/);
    const id = Number(/local-(\d+)@/.exec(sent.messageId)![1]);
    const kept = await latestMessageTo(db.sql, "ANN@example.test");
    assert.equal(kept?.id, id);
    assert.equal(kept?.html, EVIL_HTML, "kept exactly as sent");
    assert.equal(kept?.sender, "Routinely <no-reply@localhost>");
    assert.deepEqual(kept?.headers, { "List-Unsubscribe": "<https://app.example/u?t=1>" });

    // The list: newest first, escaped, linking each message; ?to= narrows to one address.
    const list = await get(`${server.url}/mailbox`);
    assert.equal(list.status, 200);
    assert.match(list.headers.get("content-type")!, /^text\/html/);
    assert.ok(list.body.indexOf("Welcome") < list.body.indexOf("Older message"), "newest first");
    assert.ok(list.body.includes(`href="/mailbox/${id}"`));
    assert.doesNotMatch(list.body, /<script/);
    assert.match(list.body, /Welcome &#60;script&#62;/);
    const narrowed = await get(`${server.url}/mailbox?to=old%40example.test`);
    assert.match(narrowed.body, /Older message/);
    assert.doesNotMatch(narrowed.body, /Welcome/);

    // The message page: no script may run in it, the HTML part only in a sandboxed frame.
    const page = await get(`${server.url}/mailbox/${id}`);
    assert.equal(page.status, 200);
    const pageCsp = page.headers.get("content-security-policy")!;
    assert.match(pageCsp, /default-src 'none'/);
    assert.doesNotMatch(pageCsp, /script-src/);
    assert.match(pageCsp, /frame-ancestors 'none'/);
    assert.equal(page.headers.get("cache-control"), "no-store");
    assert.equal(page.headers.get("referrer-policy"), "no-referrer");
    assert.doesNotMatch(page.body, /<script/i);
    assert.match(
      page.body,
      /Welcome &#60;script&#62;alert\(&#34;subject&#34;\)&#60;\/script&#62; — Zoë ✓/,
    );
    assert.match(page.body, /ann@example\.test/);
    assert.match(page.body, /List-Unsubscribe/);
    const sandbox = attribute(page.body, "iframe", "sandbox")!.split(" ");
    assert.ok(sandbox.includes("allow-popups-to-escape-sandbox"), "links open outside the sandbox");
    assert.ok(!sandbox.includes("allow-scripts") && !sandbox.includes("allow-same-origin"));
    assert.equal(attribute(page.body, "iframe", "src"), `/mailbox/${id}/html`);
    assert.equal(attribute(page.body, "iframe", "srcdoc"), undefined);
    // The plain text: escaped, its link clickable (without the sentence's full stop).
    assert.match(page.body, /Hi &#60;b&#62;Ann&#60;\/b&#62;/);
    assert.match(
      page.body,
      /<a href="http:\/\/127\.0\.0\.1\/app\/set-password\?token=t1&#38;x=1" target="_blank" rel="noopener noreferrer">/,
    );

    // The HTML part, even opened directly, is an opaque-origin document without scripts.
    const part = await get(`${server.url}/mailbox/${id}/html`);
    assert.equal(part.status, 200);
    const partCsp = part.headers.get("content-security-policy")!;
    const sandboxDirective = partCsp.split(";").map((d) => d.trim()).find((d) =>
      d.startsWith("sandbox")
    )!;
    assert.ok(sandboxDirective, "a CSP sandbox directive");
    assert.doesNotMatch(sandboxDirective, /allow-scripts|allow-same-origin|allow-forms/);
    assert.match(partCsp, /default-src 'none'/);
    assert.doesNotMatch(partCsp, /script-src/);
    assert.match(partCsp, /frame-ancestors 'self'/);
    // The message is kept as sent; its links open in a new tab whatever base it brings.
    assert.ok(part.body.startsWith(`<!DOCTYPE html><base target="_blank">`));
    assert.ok(part.body.includes(`<a href="http://127.0.0.1/app/set-password?token=t1">`));
  } finally {
    await server.close();
    await db.close();
  }
});

Deno.test("/mailbox answers 404 for unknown ids, and shows an SMS without an HTML part", async () => {
  const db = await createTestDatabase();
  const server = startTestServer({ sql: db.sql, mailbox: true });
  try {
    const smsId = await keepMessage(db.sql, {
      channel: "sms",
      sender: "Routinely",
      recipient: "+14155550100",
      subject: "",
      text: "You have 2 late tasks, the oldest: Fire drill task",
      html: null,
      headers: {},
    });
    for (
      const path of ["/mailbox/999999", "/mailbox/abc", "/mailbox/1x", `/mailbox/${smsId}/html`]
    ) {
      const res = await get(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.match(res.body, /no such message/);
    }
    const sms = await get(`${server.url}/mailbox/${smsId}`);
    assert.equal(sms.status, 200);
    assert.match(sms.body, /Text message to \+14155550100/);
    assert.match(sms.body, /You have 2 late tasks/);
    assert.doesNotMatch(sms.body, /<iframe/);
    const list = await get(`${server.url}/mailbox`);
    assert.match(list.body, /sms/);
    const post = await fetch(`${server.url}/mailbox`, { method: "POST" });
    await post.body?.cancel();
    assert.equal(post.status, 405);
  } finally {
    await server.close();
    await db.close();
  }
});

Deno.test("/mailbox refuses a request relayed by a proxy", async () => {
  const db = await createTestDatabase();
  const server = startTestServer({ sql: db.sql, mailbox: true });
  try {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const res = await fetch(`${server.url}/mailbox`, { headers: { [header]: "203.0.113.9" } });
      assert.equal(res.status, 403, header);
      assert.match(await res.text(), /only on the machine running the stack/);
    }
  } finally {
    await server.close();
    await db.close();
  }
});

Deno.test("a stack that sends through SMTP serves no mailbox", async () => {
  const db = await createTestDatabase();
  const server = startTestServer({ sql: db.sql, mailbox: false });
  try {
    const res = await get(`${server.url}/mailbox`);
    assert.doesNotMatch(res.body, /Local mailbox/);
  } finally {
    await server.close();
    await db.close();
  }
});
