import Bowser from "bowser";

/**
 * A session's User-Agent as a person reads it: "Chrome on Linux", "Safari on iOS".
 * Parsed with bowser, which keeps up with browsers' ever-changing strings.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const text = userAgent?.trim();
  if (!text) return "Unknown device";
  const { browser, os } = Bowser.parse(text);
  // bowser answers "" or undefined for what it does not know.
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || "Unknown browser";
}
