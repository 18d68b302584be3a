import type postgres from "postgres";
import { latestMessageTo } from "../mailbox/local-mailbox.ts";

/** What the local mailbox kept for an address, as the mail's parts. */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail kept for `email`, or undefined. */
export async function latestMail(sql: postgres.Sql, email: string): Promise<KeptMail | undefined> {
  const message = await latestMessageTo(sql, email);
  return message
    ? {
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html ?? "",
    }
    : undefined;
}

/** How many mails were kept, for one address or in all. */
export async function mailCount(sql: postgres.Sql, email?: string): Promise<number> {
  const [row] = await sql`
    select count(*)::int as n from local_mail.messages
     where ${email ?? null}::text is null or lower(recipient) = lower(${email ?? null}::text)`;
  return row.n;
}
