/**
 * The embedded database port's guards, as pure functions over wire-protocol messages:
 * who may connect (a password only the stack knows, checked by MD5 challenge) and which
 * statements never reach PGlite (COPY … FROM STDIN: PGlite's backend exits on it).
 */
import { createHash } from "node:crypto";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A password for one open of the embedded database (URL-safe, 192 random bits). */
export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The parameters of a StartupMessage (length, protocol, then key\0value\0 … \0). */
export function startupParameters(message: Uint8Array): Record<string, string> {
  const parts = decoder.decode(message.subarray(8)).split("\0");
  const params: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) params[parts[i]] = parts[i + 1];
  return params;
}

/** AuthenticationMD5Password with a fresh salt (PostgreSQL's `md5` method). */
export function md5Challenge(): { message: Uint8Array; salt: Uint8Array } {
  const salt = crypto.getRandomValues(new Uint8Array(4));
  const message = new Uint8Array(13);
  message[0] = 0x52; // R
  const view = new DataView(message.buffer);
  view.setInt32(1, 12);
  view.setInt32(5, 5); // MD5Password
  message.set(salt, 9);
  return { message, salt };
}

/** Whether a PasswordMessage answers the challenge for `user` with `password`. */
export function md5Answers(
  passwordMessage: Uint8Array,
  user: string,
  password: string,
  salt: Uint8Array,
): boolean {
  if (passwordMessage[0] !== 0x70 /* p */) return false;
  const answer = decoder.decode(passwordMessage.subarray(5)).replace(/\0$/, "");
  const inner = createHash("md5").update(password + user).digest("hex");
  const expected = "md5" +
    createHash("md5").update(inner).update(salt).digest("hex");
  return timingSafeEqual(answer, expected);
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** An ErrorResponse (severity, SQLSTATE, message). */
export function errorResponse(
  severity: "ERROR" | "FATAL" | "PANIC",
  code: string,
  text: string,
) {
  return framed(0x45, /* E */ encoder.encode(`S${severity}\0V${severity}\0C${code}\0M${text}\0\0`));
}

export const COPY_REFUSED =
  "COPY … FROM STDIN is not supported by the embedded database; use INSERT, or DATABASE_URL with PostgreSQL";

/**
 * Replaces a Query or Parse whose SQL contains COPY … FROM STDIN with one that fails
 * with COPY_REFUSED (feature_not_supported) inside PGlite itself, so the protocol state
 * (transaction status, extended-query error handling up to Sync) stays PGlite's own.
 * Other messages come back unchanged.
 */
export function refuseCopyFromStdin(message: Uint8Array): Uint8Array {
  const type = message[0];
  if (type === 0x51 /* Q */) {
    const sql = decoder.decode(message.subarray(5, message.length - 1));
    return copiesFromStdin(sql) ? queryMessage(REFUSAL_SQL) : message;
  }
  if (type === 0x50 /* P */) {
    const nameEnd = message.indexOf(0, 5);
    const sqlEnd = message.indexOf(0, nameEnd + 1);
    if (nameEnd < 0 || sqlEnd < 0) return message;
    const sql = decoder.decode(message.subarray(nameEnd + 1, sqlEnd));
    if (!copiesFromStdin(sql)) return message;
    const body = concatBytes(
      message.subarray(5, nameEnd + 1),
      encoder.encode(`${REFUSAL_SQL}\0`),
      message.subarray(sqlEnd + 1), // parameter types, kept so Bind still matches
    );
    return framed(0x50, body);
  }
  return message;
}

const REFUSAL_SQL = `do $routinely$ begin raise exception using errcode = 'feature_not_supported',
  message = '${COPY_REFUSED}'; end $routinely$`;

/** COPY … FROM STDIN anywhere in the SQL, outside comments, strings and quoted names. */
export function copiesFromStdin(sql: string): boolean {
  return /\bcopy\b[^;]*?\bfrom\s+stdin\b/i.test(withoutLiterals(sql));
}

/** The SQL with comments, string constants and quoted identifiers blanked out. */
function withoutLiterals(sql: string): string {
  return sql.replace(
    /--[^\n]*|\/\*[\s\S]*?(\*\/|$)|\$([A-Za-z_][A-Za-z_0-9]*)?\$[\s\S]*?(\$\2\$|$)|[eE]?'(?:[^']|'')*('|$)|"(?:[^"]|"")*("|$)/g,
    " ",
  );
}

function queryMessage(sql: string): Uint8Array {
  return framed(0x51, encoder.encode(`${sql}\0`));
}

function framed(type: number, body: Uint8Array): Uint8Array {
  const message = new Uint8Array(5 + body.length);
  message[0] = type;
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

/** The parts as one buffer (the part itself when there is only one). */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The first ErrorResponse of severity PANIC in a backend's answer (say, the write-ahead log
 * could not be written: disk full), as its code and message; else null. After a PANIC,
 * PostgreSQL restarts its backends; PGlite, a single backend, cannot, and hangs on the next
 * call.
 */
export function panicIn(answer: Uint8Array): { code: string; message: string } | null {
  let at = 0;
  while (at + 5 <= answer.length) {
    const length = new DataView(answer.buffer, answer.byteOffset + at + 1, 4).getInt32(0);
    if (answer[at] === 0x45 /* E */) {
      const fields: Record<string, string> = {};
      let f = at + 5;
      const end = at + 1 + length;
      while (f < end && answer[f] !== 0) {
        const stop = answer.indexOf(0, f + 1);
        if (stop < 0 || stop > end) break;
        fields[String.fromCharCode(answer[f])] = decoder.decode(answer.subarray(f + 1, stop));
        f = stop + 1;
      }
      if ((fields.V ?? fields.S) === "PANIC") {
        return { code: fields.C ?? "XX000", message: fields.M ?? "PANIC" };
      }
    }
    at += 1 + length;
  }
  return null;
}
