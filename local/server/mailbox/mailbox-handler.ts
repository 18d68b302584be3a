/**
 * GET /mailbox (newest first; ?to= one recipient), /mailbox/<id> (one message),
 * /mailbox/<id>/html (its HTML part, sandboxed). Served only while the stack keeps mail
 * instead of sending it, and only to this machine: kept mail holds sign-up, invitation and
 * reset links, so a stack reachable from elsewhere (HOST=0.0.0.0, or behind a proxy on
 * the same machine) must not hand them to whoever asks.
 */
import type { Sql } from "../../../supabase/functions/_shared/db/client.ts";
import { getMessage, listMessages } from "../../mailbox/local-mailbox.ts";
import { framedMessageHtml, listPage, messagePage, notFoundPage } from "./mailbox-pages.ts";
import { COMMON_HEADERS, MESSAGE_CSP, PAGE_CSP } from "./mailbox-security.ts";

/** `peer`: the address of the connection (not of any X-Forwarded-For). */
export type MailboxHandler = (req: Request, url: URL, peer: string) => Promise<Response>;

export const MAILBOX_PATH = "/mailbox";
const LIST_LIMIT = 200;

function html(body: string, status = 200, csp = PAGE_CSP): Response {
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": csp,
      ...COMMON_HEADERS,
      ...(csp === PAGE_CSP ? { "x-frame-options": "DENY" } : {}),
    },
  });
}

export function createMailboxHandler(sql: Sql): MailboxHandler {
  return async function mailbox(req: Request, url: URL, peer: string): Promise<Response> {
    if (!isLoopback(peer) || isForwarded(req)) {
      return new Response(
        "The local mailbox answers only on the machine running the stack. Set SMTP_URL to send mail.\n",
        {
          status: 403,
          headers: { "content-type": "text/plain; charset=utf-8", ...COMMON_HEADERS },
        },
      );
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const rest = url.pathname.slice(MAILBOX_PATH.length).replace(/\/+$/, "");
    if (rest === "") {
      const to = url.searchParams.get("to")?.trim() || undefined;
      const entries = await listMessages(sql, { recipient: to, limit: LIST_LIMIT });
      return html(listPage(entries, to, LIST_LIMIT));
    }
    const match = /^\/(\d{1,15})(\/html)?$/.exec(rest);
    const message = match ? await getMessage(sql, Number(match[1])) : null;
    if (!match || !message) return html(notFoundPage(), 404);
    if (!match[2]) return html(messagePage(message));
    if (message.html === null) return html(notFoundPage(), 404);
    return html(framedMessageHtml(message.html), 200, MESSAGE_CSP);
  };
}

function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === "::1" || address === "::ffff:127.0.0.1";
}

/** A request relayed by a proxy comes from loopback but on behalf of someone else. */
function isForwarded(req: Request): boolean {
  return ["forwarded", "x-forwarded-for", "x-real-ip"].some((h) => req.headers.has(h));
}
