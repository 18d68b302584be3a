/** The HTML of the mailbox's list and message pages (no scripts; see mailbox-security.ts). */
import { escapeHtml } from "../../../supabase/functions/_shared/domain/mail/mail-body.ts";
import type { MailboxEntry, StoredMessage } from "../../mailbox/local-mailbox.ts";
import { MESSAGE_SANDBOX } from "./mailbox-security.ts";

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#111827;background:#f9fafb}
header{padding:12px 24px;background:#111827;color:#fff}header a{color:#fff;text-decoration:none}
main{padding:16px 24px}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;font-size:14px}
a{color:#2563eb}.muted{color:#6b7280}.channel{font-size:12px;text-transform:uppercase;color:#6b7280}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:14px}dt{color:#6b7280}
dd{margin:0;word-break:break-all}
iframe{width:100%;height:60vh;border:1px solid #e5e7eb;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e5e7eb;padding:12px}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/mailbox"><strong>Local mailbox</strong></a>
<span class="muted"> · messages the local stack kept instead of sending (no SMTP_URL)</span></header>
<main>${body}</main></body></html>`;
}

function when(date: Date): string {
  return escapeHtml(date.toISOString().replace("T", " ").slice(0, 19) + " UTC");
}

export function listPage(
  entries: readonly MailboxEntry[],
  recipient?: string,
  limit = Infinity,
): string {
  const heading = recipient
    ? `<p>Messages to <strong>${escapeHtml(recipient)}</strong> · <a href="/mailbox">all</a></p>`
    : "";
  if (!entries.length) {
    return page("Local mailbox", `${heading}<p class="muted">No messages yet.</p>`);
  }
  const rows = entries.map((m) => {
    const subject = m.subject || (m.channel === "sms" ? "(text message)" : "(no subject)");
    const to = `/mailbox?to=${encodeURIComponent(m.recipient)}`;
    return `<tr><td>${when(m.createdAt)}</td><td class="channel">${escapeHtml(m.channel)}</td>` +
      `<td><a href="${escapeHtml(to)}">${escapeHtml(m.recipient)}</a></td>` +
      `<td><a href="/mailbox/${m.id}">${escapeHtml(subject)}</a></td></tr>`;
  });
  return page(
    "Local mailbox",
    `${heading}<table><thead><tr><th>Kept</th><th>Channel</th><th>To</th><th>Subject</th></tr></thead>` +
      `<tbody>${rows.join("\n")}</tbody></table>` +
      (entries.length >= limit ? `<p class="muted">The ${limit} newest are shown.</p>` : ""),
  );
}

/** Plain text escaped, with its http(s) links made clickable (they open in a new tab). */
export function linkifiedText(text: string): string {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) => {
    if (i % 2 === 0) return escapeHtml(part);
    // A sentence's closing punctuation is not part of the link.
    const [, url, tail] = /^(.*?)([.,;:!?)\]]*)$/.exec(part)!;
    return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">` +
      `${escapeHtml(url)}</a>${escapeHtml(tail)}`;
  }).join("");
}

export function messagePage(message: StoredMessage): string {
  const headers = Object.entries(message.headers).map(([name, value]) =>
    `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`
  );
  const title = message.channel === "sms"
    ? `Text message to ${message.recipient}`
    : message.subject;
  const html = message.html === null ? "" : `<h2>HTML</h2>
<iframe sandbox="${MESSAGE_SANDBOX}" src="/mailbox/${message.id}/html" referrerpolicy="no-referrer" title="HTML part"></iframe>`;
  return page(
    title || "(no subject)",
    `<h1>${escapeHtml(title || "(no subject)")}</h1>
<dl><dt>Channel</dt><dd>${escapeHtml(message.channel)}</dd>
<dt>From</dt><dd>${escapeHtml(message.sender)}</dd>
<dt>To</dt><dd>${escapeHtml(message.recipient)}</dd>
<dt>Kept</dt><dd>${when(message.createdAt)}</dd>${headers.join("")}</dl>
${html}
<h2>${message.channel === "sms" ? "Text" : "Plain text"}</h2>
<pre>${linkifiedText(message.text)}</pre>`,
  );
}

export function notFoundPage(): string {
  return page(
    "Not found",
    `<p>There is no such message. <a href="/mailbox">Back to the mailbox</a></p>`,
  );
}

/**
 * A message's HTML as it is framed: links open in a new tab (a link cannot load the app
 * inside the frame, which refuses to be framed). The first <base> wins, so one the message
 * brings cannot override the target.
 */
export function framedMessageHtml(html: string): string {
  return `<!DOCTYPE html><base target="_blank">${html.replace(/^\s*<!DOCTYPE[^>]*>/i, "")}`;
}
