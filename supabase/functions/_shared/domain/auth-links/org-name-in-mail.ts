/**
 * An organisation's name as it may appear in a mail: anyone can create an organisation and
 * name it, so its name is text someone else chose, mailed to an address they chose. It goes
 * out as plain, bounded text that no mail program turns into a link: pure.
 */

/** Longer names are cut here (in characters) and end with "…". */
export const ORG_NAME_IN_MAIL_MAX = 60;

/** Said instead of a name that is nothing but invisible characters. */
const NO_NAME = "an organisation";

// Line breaks and other control characters (a subject header must stay one line).
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
// Invisible formatting: bidirectional overrides that reorder what is read, zero-width
// characters that hide what is written.
const FORMAT = /\p{Cf}/gu;
// What mail programs link by themselves: a scheme's "://", a dot between two words
// (example.com), an address's "@". Each is replaced by a character that looks alike
// and links nothing.
const SCHEME = /:\/\//g;
const INNER_DOT = /(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu;
const AT = /@/g;

/** The name trimmed to one line of visible text, at most ORG_NAME_IN_MAIL_MAX characters, linking nothing. */
export function orgNameInMail(name: string): string {
  const visible = name.normalize("NFC").replace(FORMAT, "").replace(CONTROL, " ")
    .replace(/\s+/gu, " ").trim();
  if (!visible) return NO_NAME;
  const defused = visible.replace(SCHEME, ":\u2215\u2215").replace(INNER_DOT, "\u2024")
    .replace(AT, "\uFF20");
  const chars = Array.from(defused);
  return chars.length <= ORG_NAME_IN_MAIL_MAX
    ? defused
    : `${chars.slice(0, ORG_NAME_IN_MAIL_MAX - 1).join("").trimEnd()}…`;
}
