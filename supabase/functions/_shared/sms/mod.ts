/** The SMS sender every function sends text messages through: import from here. */
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
export { type SmsEnv, smsSenderFromEnv } from "./sms-from-env.ts";
