/** The local stack's transport when no SMTP server is configured: keep, never send. */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import { findMessageById, keepMessage } from "./local-mailbox.ts";
import {
  assertSendable,
  type Mailer,
  MailError,
  type MailMessage,
} from "../../supabase/functions/_shared/mail/message.ts";

export function createMailboxMailer(sql: Sql, from: string): Mailer {
  return {
    transport: "mailbox",
    async sendMail(message: MailMessage) {
      assertSendable(message);
      try {
        // The same Message-ID is the same message: a retry after a crash keeps no copy.
        if (message.messageId) {
          const id = await findMessageById(sql, message.messageId);
          if (id !== null) return { messageId: message.messageId };
        }
        const id = await keepMessage(sql, {
          channel: "email",
          sender: from,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: {
            ...message.headers,
            ...(message.messageId ? { "Message-ID": message.messageId } : {}),
          },
        });
        return { messageId: message.messageId ?? `<local-${id}@mailbox.localhost>` };
      } catch (error) {
        throw new MailError(
          `Could not keep the message in the local mailbox: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
    close: () => Promise.resolve(),
  };
}
