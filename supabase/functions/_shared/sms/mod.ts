/** Text messages (issue 12 §2): import from here. */
export {
  assertSendableSms,
  E164,
  type SentSms,
  SmsError,
  type SmsMessage,
  type SmsSender,
  type SmsTransportKind,
} from "./message.ts";
export { createTwilioSender, TWILIO_API_URL, type TwilioOptions } from "./twilio-sms.ts";
export { createMailboxSmsSender } from "./mailbox-sms.ts";
export { LOCAL_SMS_FROM, smsSenderFromEnv } from "./sms-from-env.ts";
