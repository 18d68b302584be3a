/**
 * Secrets that travel in links (sign-up and reset links, calendar feeds) and what is stored
 * of them: 256 random bits in base64url, and their SHA-256, so reading a table (a backup, a
 * leak) gives no usable link. Pure: Web Crypto only.
 */

/** Lower-case hex, two digits a byte. */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** 256 random bits, base64url without padding (43 characters). */
export function newSecretToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Lower-case hex SHA-256 of a token, as stored. */
export async function sha256Hex(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return hex(new Uint8Array(digest));
}
