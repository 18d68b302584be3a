/**
 * GET /mailbox (newest first; ?to= one recipient), /mailbox/<id> (one message),
 * /mailbox/<id>/html (its HTML part, sandboxed). Served only while the stack keeps mail
 * instead of sending it.
 */
import type { Sql } from "../../../supabase/functions/_shared/db/client.ts";
import {
  getMessage,
  listMessages,
} from "../../../supabase/functions/_shared/db/mail/local-mailbox.ts";
import { framedMessageHtml, listPage, messagePage, notFoundPage } from "./mailbox-pages.ts";
import { COMMON_HEADERS, MESSAGE_CSP, PAGE_CSP } from "./mailbox-security.ts";

export type MailboxHandler = (req: Request, url: URL) => Promise<Response>;

export const MAILBOX_PATH = "/mailbox";

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
  return async function mailbox(req: Request, url: URL): Promise<Response> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const rest = url.pathname.slice(MAILBOX_PATH.length).replace(/\/+$/, "");
    if (rest === "") {
      const to = url.searchParams.get("to")?.trim() || undefined;
      return html(listPage(await listMessages(sql, { recipient: to }), to));
    }
    const match = /^\/(\d{1,15})(\/html)?$/.exec(rest);
    const message = match ? await getMessage(sql, Number(match[1])) : null;
    if (!match || !message) return html(notFoundPage(), 404);
    if (!match[2]) return html(messagePage(message));
    if (message.html === null) return html(notFoundPage(), 404);
    return html(framedMessageHtml(message.html), 200, MESSAGE_CSP);
  };
}
