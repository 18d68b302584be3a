import type postgres from "postgres";

/** What the local mailbox kept for an address (local_mail.messages), as the mail's parts. */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail kept for `email`, or undefined. */
export async function latestMail(sql: postgres.Sql, email: string): Promise<KeptMail | undefined> {
  const [row] = await sql`
    select recipient, subject, text_body, html_body from local_mail.messages
     where lower(recipient) = lower(${email}) order by id desc limit 1`;
  return row &&
    { to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body };
}

/** How many mails were kept, for one address or in all. */
export async function mailCount(sql: postgres.Sql, email?: string): Promise<number> {
  const [row] = await sql`
    select count(*)::int as n from local_mail.messages
     where ${email ?? null}::text is null or lower(recipient) = lower(${email ?? null}::text)`;
  return row.n;
}
