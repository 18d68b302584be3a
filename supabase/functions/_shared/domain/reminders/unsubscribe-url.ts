/**
 * The unsubscribe addresses of a reminder (RFC 8058, RFC 2369): the https link the mail's
 * List-Unsubscribe names (POST = one click, GET = the confirmation page) and a mailto.
 * Pure; the web page reads the same path.
 */
export const UNSUBSCRIBE_PATH = "/functions/v1/send-reminders/unsubscribe";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isUnsubscribeToken(text: unknown): text is string {
  return typeof text === "string" && TOKEN.test(text);
}

export function unsubscribeUrl(functionsBase: string, token: string): string {
  return `${functionsBase.replace(/\/+$/, "")}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/**
 * mailto:<sender>?subject=unsubscribe: a mailbox nobody reads would make it a promise not
 * kept, so it names the sender and says which reminder; the https link is what works.
 */
export function unsubscribeMailto(
  mailFrom: string,
  row: { orgId: number; personId: number },
): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}?subject=${
    encodeURIComponent(`unsubscribe ${row.orgId}-${row.personId}`)
  }`;
}
