/** The local stack's SMS transport when no provider is configured: keep, never send. */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import { keepMessage } from "./local-mailbox.ts";
import {
  assertSendableSms,
  SmsError,
  type SmsMessage,
  type SmsSender,
} from "../../supabase/functions/_shared/sms/message.ts";

export function createMailboxSmsSender(sql: Sql, from: string): SmsSender {
  return {
    transport: "mailbox",
    async sendSms(message: SmsMessage) {
      assertSendableSms(message);
      try {
        const id = await keepMessage(sql, {
          channel: "sms",
          sender: from,
          recipient: message.to,
          // A text has no subject: the mailbox lists the message itself (160 characters at most).
          subject: message.body,
          text: message.body,
          html: null,
          headers: {},
        });
        return { messageId: `local-sms-${id}` };
      } catch (error) {
        throw new SmsError(
          `Could not keep the text message in the local mailbox: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
  };
}
