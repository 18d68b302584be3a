/**
 * Who holds the embedded database's single session, in words fit for a log line: the
 * connection's application_name, since when, and the statements it ran (its first after
 * BEGIN, and its latest). The wire server updates it from the messages it passes on.
 */
const decoder = new TextDecoder();
const MAX_STATEMENT = 160;

export interface Holder {
  connection: number;
  application: string;
  /** performance.now() when it took the session. */
  since: number;
  first?: string;
  last?: string;
}

/** The statements of one connection's prepared statements, by name (Parse, then Bind). */
export class StatementNames {
  #byName = new Map<string, string>();

  /** The SQL text a Query, Parse or Bind message runs, if it names one. */
  statementOf(message: Uint8Array): string | undefined {
    const type = message[0];
    if (type === 0x51 /* Q */) return cString(message, 5)?.text;
    if (type === 0x50 /* P */) {
      const name = cString(message, 5);
      const sql = name && cString(message, name.end + 1);
      if (!name || !sql) return undefined;
      if (name.text) this.#byName.set(name.text, sql.text);
      return sql.text;
    }
    if (type === 0x42 /* B */) {
      const portal = cString(message, 5);
      const name = portal && cString(message, portal.end + 1);
      return name ? this.#byName.get(name.text) : undefined;
    }
    return undefined;
  }
}

function cString(bytes: Uint8Array, from: number): { text: string; end: number } | undefined {
  const end = bytes.indexOf(0, from);
  if (end < 0) return undefined;
  return { text: decoder.decode(bytes.subarray(from, end)), end };
}

/** Records what the holder runs: the first statement that is not BEGIN, and the latest. */
export function noteStatement(holder: Holder, sql: string): void {
  const text = sql.replace(/\s+/g, " ").trim();
  if (!text) return;
  const short = text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text;
  holder.last = short;
  if (holder.first === undefined && !/^begin\b/i.test(text)) holder.first = short;
}

/** One line: who held the session, for how long, doing what. */
export function describeHolder(holder: Holder, now = performance.now()): string {
  const held = Math.round(now - holder.since);
  const parts = [
    `connection ${holder.connection}${
      holder.application ? ` (application_name "${holder.application}")` : ""
    } held it for ${held} ms`,
  ];
  if (holder.first) parts.push(`first statement: ${holder.first}`);
  if (holder.last && holder.last !== holder.first) parts.push(`latest: ${holder.last}`);
  return parts.join("; ");
}
