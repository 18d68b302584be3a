/**
 * Why a kept message cannot run code in the stack's origin (where the app's tokens live):
 *
 * - the mailbox pages themselves run no script at all (script-src is absent from a
 *   default-src 'none' policy), and every text of a message is escaped into them;
 * - a message's HTML is served alone at /mailbox/<id>/html with a `sandbox` CSP directive:
 *   even opened directly it is a document of an opaque origin that may not run scripts,
 *   submit forms or reach the stack's cookies and storage;
 * - the page shows it in an <iframe sandbox> with the same restrictions; only pop-ups
 *   (links open in a new tab, outside the sandbox, so the app they lead to works) and a
 *   top-level navigation on a click are allowed.
 */

/** What the message frame may do, as the iframe's sandbox attribute and the CSP sandbox. */
export const MESSAGE_SANDBOX =
  "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

/** The mailbox's own pages: no scripts, styles inline, frames only from the mailbox. */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** A message's HTML: sandboxed, no scripts, images only inline or from the web. */
export const MESSAGE_CSP = [
  `sandbox ${MESSAGE_SANDBOX}`,
  "default-src 'none'",
  "img-src data: http: https:",
  "style-src 'unsafe-inline'",
  "font-src data:",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  // Reset links must not leak to the sites a message links to.
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};
