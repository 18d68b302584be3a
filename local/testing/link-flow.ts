/**
 * A local auth server that mails its links (no autoconfirm) through the real mailer's
 * local mailbox, over a test database, with supabase-js clients and helpers to follow
 * the links as the web pages do (verifyOtp with the link's token_hash and type).
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { memoryClient } from "./supabase-client.ts";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { latestMail, mailCount } from "./mailbox.ts";
import type { TestDatabase } from "./test-database.ts";
import { startTestServer, uniqueEmail } from "./test-server.ts";

export const PASSWORD = "correct horse battery";

export function startLinkFlow(db: TestDatabase) {
  // What the stack uses without SMTP_URL: mails are read back from local_mail.messages.
  const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
  let clock: Date | undefined;
  const server = startTestServer({
    sql: db.sql,
    autoconfirm: false,
    sendMail: (message) => mailer.sendMail(message),
    now: () => clock ?? new Date(),
  });

  function client(): SupabaseClient {
    return memoryClient(server.url);
  }

  /** The last mail to `email` and the link in it (plain-text part, the same in HTML). */
  async function lastLink(email: string) {
    const mail = await latestMail(db.sql, email);
    assert.ok(mail, `a mail to ${email}`);
    const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
    assert.ok(href, "the mail carries a link");
    assert.ok(mail.html.includes(href.replaceAll("&", "&#38;")), "the HTML part has the link");
    const url = new URL(href);
    return {
      mail,
      url,
      token: url.searchParams.get("token_hash")!,
      type: url.searchParams.get("type")!,
    };
  }

  return {
    server,
    client,
    lastLink,
    /** Moves the server's clock (tokens, link expiry); undefined → real time. */
    setClock: (at: Date | undefined) => void (clock = at),
    /** Runs `fn` with the server's clock 61 s ahead (past the minute between links). */
    async later<T>(fn: () => Promise<T>): Promise<T> {
      clock = new Date(Date.now() + 61_000);
      try {
        return await fn();
      } finally {
        clock = undefined;
      }
    },
    mailsTo: (email: string) => mailCount(db.sql, email),
    async tokenRows(email: string): Promise<number> {
      const [row] = await db.sql`
        select count(*)::int as n from local_auth.one_time_tokens where email = ${email}`;
      return row.n;
    },
    /**
     * A new account whose address is confirmed through its mailed link, with PASSWORD set
     * again in the confirming session (as the confirm page does: the confirmation drops the
     * password given at sign-up).
     */
    async signedUpConfirmed(tag: string): Promise<string> {
      const email = uniqueEmail(tag);
      assert.equal((await client().auth.signUp({ email, password: PASSWORD })).error, null);
      const { token } = await lastLink(email);
      const confirming = client();
      const verified = await confirming.auth.verifyOtp({ token_hash: token, type: "signup" });
      assert.equal(verified.error, null);
      assert.equal((await confirming.auth.updateUser({ password: PASSWORD })).error, null);
      return email;
    },
  };
}
