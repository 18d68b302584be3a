/**
 * Both parts of a message from one list of blocks, so the HTML and the plain text can
 * never say different things. Every text is escaped for HTML: a person's name or a task's
 * title cannot inject markup into a mail.
 */

/** A link: in HTML an anchor, in text the label followed by the address. */
export interface MailLink {
  text: string;
  href: string;
}

export type MailBlock =
  /** A paragraph. */
  | string
  | { heading: string }
  /** A paragraph holding one prominent link (a call to action). */
  | { button: MailLink }
  | { link: MailLink }
  | { list: Array<string | MailLink> }
  /** Small print at the end (why the person gets this mail, how to stop it). */
  | { footer: string | MailLink };

export interface MailBody {
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isLink(item: unknown): item is MailLink {
  return typeof item === "object" && item !== null && "href" in item;
}

function assertHttpLink(link: MailLink): MailLink {
  // Mail links lead into the product; anything else (javascript:, data:) is a bug.
  if (!/^https?:\/\//i.test(link.href)) throw new Error(`Not an http(s) link: ${link.href}`);
  return link;
}

const A_STYLE = "color:#2563eb";
const BUTTON_STYLE =
  "display:inline-block;padding:10px 18px;border-radius:6px;background:#2563eb;color:#ffffff;text-decoration:none";

function anchor(link: MailLink, style = A_STYLE): string {
  const { href, text } = assertHttpLink(link);
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;
}

function textLink(link: MailLink): string {
  const { href, text } = assertHttpLink(link);
  return text === href ? href : `${text}: ${href}`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === "string") return `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  if ("heading" in block) {
    return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(block.heading)}</h2>`;
  }
  if ("button" in block) {
    return `<p style="margin:24px 0">${anchor(block.button, BUTTON_STYLE)}</p>`;
  }
  if ("link" in block) return `<p style="margin:0 0 16px">${anchor(block.link)}</p>`;
  if ("list" in block) {
    const items = block.list.map((item) =>
      `<li>${isLink(item) ? anchor(item) : escapeHtml(item)}</li>`
    );
    return `<ul style="margin:0 0 16px;padding-left:20px">${items.join("")}</ul>`;
  }
  const footer = isLink(block.footer) ? anchor(block.footer) : escapeHtml(block.footer);
  return `<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${footer}</p>`;
}

function blockText(block: MailBlock): string {
  if (typeof block === "string") return block;
  if ("heading" in block) return `${block.heading}\n${"-".repeat(block.heading.length)}`;
  if ("button" in block) return textLink(block.button);
  if ("link" in block) return textLink(block.link);
  if ("list" in block) {
    return block.list.map((item) => `- ${isLink(item) ? textLink(item) : item}`).join("\n");
  }
  return `--\n${isLink(block.footer) ? textLink(block.footer) : block.footer}`;
}

/** The HTML and plain-text parts of a message whose title is `title`. */
export function mailBody(title: string, blocks: readonly MailBlock[]): MailBody {
  const html = [
    "<!DOCTYPE html>",
    '<html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;' +
    'font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111827">',
    ...blocks.map(blockHtml),
    "</div></body></html>",
  ].join("\n");
  const text = blocks.map(blockText).join("\n\n") + "\n";
  return { text, html };
}
