/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`,
 * tab or carriage return as a formula. Exports neutralise such a cell by putting a `'`
 * in front of it (spreadsheets hide that quote and show the text); imports take exactly
 * that quote off again, so an export re-imports unchanged.
 *
 * To keep the round trip exact for text that itself starts with quotes before a
 * dangerous character (`'=x`), the export adds one more quote to it as well (`''=x`),
 * and the import removes one. A hand-written cell `'=x` therefore imports as `=x`:
 * the one text that cannot be typed directly, and a harmless one.
 */

/** A cell a spreadsheet would run, possibly behind quotes an earlier export added. */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
/** A cell an export guarded. */
const GUARDED = /^'+[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

export function restoreCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
