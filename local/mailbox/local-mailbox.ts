/**
 * The local stack's mailbox (local/migrations/*_local_mail.sql): with no SMTP server
 * configured, every message is kept here and shown at /mailbox, so a person trying the
 * product locally can follow every link. Text messages are kept beside the emails.
 * The table exists only where the local stack runs; Supabase never has it.
 */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";

export type MailChannel = "email" | "sms";

export interface KeptMessage {
  channel: MailChannel;
  sender: string;
  recipient: string;
  /** Empty for SMS. */
  subject: string;
  text: string;
  /** Null for SMS. */
  html: string | null;
  headers: Record<string, string>;
}

export interface StoredMessage extends KeptMessage {
  id: number;
  createdAt: Date;
}

export interface MailboxEntry {
  id: number;
  channel: MailChannel;
  recipient: string;
  subject: string;
  createdAt: Date;
}

export async function keepMessage(sql: Sql, message: KeptMessage): Promise<number> {
  const [row] = await sql<{ id: string }[]>`
    insert into local_mail.messages (channel, sender, recipient, subject, text_body, html_body, headers)
    values (${message.channel}, ${message.sender}, ${message.recipient}, ${message.subject},
            ${message.text}, ${message.html}, ${sql.json(message.headers)})
    returning id`;
  return Number(row.id);
}

/** The kept message with this Message-ID header, if any. */
export async function findMessageById(sql: Sql, messageId: string): Promise<number | null> {
  const [row] = await sql<{ id: string }[]>`
    select id from local_mail.messages where headers ->> 'Message-ID' = ${messageId} limit 1`;
  return row ? Number(row.id) : null;
}

/** Newest first; `recipient` (case-insensitive) narrows to one address or number. */
export async function listMessages(
  sql: Sql,
  options: { recipient?: string; limit?: number } = {},
): Promise<MailboxEntry[]> {
  const rows = await sql<
    { id: string; channel: MailChannel; recipient: string; subject: string; created_at: Date }[]
  >`
    select id, channel, recipient, subject, created_at
      from local_mail.messages
     where ${options.recipient ?? null}::text is null
        or lower(recipient) = lower(${options.recipient ?? null}::text)
     order by id desc
     limit ${options.limit ?? 200}`;
  return rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    createdAt: r.created_at,
  }));
}

export async function getMessage(sql: Sql, id: number): Promise<StoredMessage | null> {
  const [row] = await sql<
    {
      id: string;
      channel: MailChannel;
      sender: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      headers: Record<string, string>;
      created_at: Date;
    }[]
  >`
    select id, channel, sender, recipient, subject, text_body, html_body, headers, created_at
      from local_mail.messages where id = ${id}`;
  if (!row) return null;
  return {
    id: Number(row.id),
    channel: row.channel,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    createdAt: row.created_at,
  };
}

/** The newest message kept for one address or number (tests follow its links). */
export async function latestMessageTo(sql: Sql, recipient: string): Promise<StoredMessage | null> {
  const [entry] = await listMessages(sql, { recipient, limit: 1 });
  return entry ? await getMessage(sql, entry.id) : null;
}
