/**
 * The rules of an organisation's prefix (its address: /login/<prefix>), shared by the
 * API, the web page that checks it as you type, and — as a copy — the SQL function that
 * creates organisations (migration 20260109000000_organizations.sql). prefix.test.ts
 * keeps the SQL copy equal to RESERVED_PREFIXES. Pure.
 */

/** Lower-case letters, digits and dashes, 2–32 characters, starting with a letter or digit. */
const PREFIX = /^[a-z0-9][a-z0-9-]{1,31}$/;

export const PREFIX_MIN_LENGTH = 2;
export const PREFIX_MAX_LENGTH = 32;

/**
 * Words that name a path of the app or of the stack (or might one day), so that an
 * organisation's address never shadows one of them.
 */
export const RESERVED_PREFIXES: readonly string[] = [
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "dashboard",
  "demo-admin",
  "functions",
  "graphql",
  "help",
  "login",
  "logout",
  "mail",
  "mailbox",
  "new",
  "rest",
  "root",
  "settings",
  "signup",
  "static",
  "status",
  "storage",
  "support",
  "system",
  "tenant",
  "tenant-otref",
  "unsubscribe",
  "www",
];

const RESERVED = new Set(RESERVED_PREFIXES);

export const PREFIX_MESSAGES = {
  required: "Prefix is required.",
  format:
    "Prefix must be 2–32 lower-case letters, digits or dashes, starting with a letter or digit.",
  dashes:
    "Prefix may not contain two dashes in a row (such as xn--, the form of internationalised domain names).",
  reserved: "This prefix is reserved; choose another.",
  taken: "An organisation with this prefix already exists.",
} as const;

export type PrefixProblem = keyof typeof PREFIX_MESSAGES;

/** Lower-cased and trimmed: what the prefix is compared and stored as. */
export function normalizePrefix(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Two dashes in a row: `xn--…` is how an internationalised domain name is written in ASCII
 * (punycode), and every label with dashes in its third and fourth places is reserved for
 * such encodings. Refusing them everywhere keeps a prefix from posing as another name.
 */
const DOUBLE_DASH = "--";

/** What is wrong with a prefix on its own (not whether it is taken), or null. */
export function prefixProblem(prefix: string): Exclude<PrefixProblem, "taken"> | null {
  if (prefix === "") return "required";
  if (!PREFIX.test(prefix)) return "format";
  if (prefix.includes(DOUBLE_DASH)) return "dashes";
  if (RESERVED.has(prefix)) return "reserved";
  return null;
}

export const NAME_MAX_LENGTH = 200;
export const NAME_MESSAGE = `Organisation name is required (up to ${NAME_MAX_LENGTH} characters).`;

/** The organisation's name, trimmed, or null when empty or too long. */
export function cleanOrganizationName(text: string): string | null {
  const name = text.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH ? name : null;
}
