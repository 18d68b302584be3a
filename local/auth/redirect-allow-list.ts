import { allowedOriginsFromEnv } from "../../supabase/functions/_shared/http/cors.ts";
import type { AuthOptions } from "./context.ts";

/*
 * Where the auth server may send a browser, and the addresses it writes into mails and
 * tokens, come from configuration alone: the site (SITE_URL), the stack's own public
 * address, the CORS origins (ALLOWED_ORIGINS) and the redirect allow-list
 * (ADDITIONAL_REDIRECT_URLS, as Supabase Auth's uri_allow_list). Never from the request's
 * Host or X-Forwarded-* headers: whoever sends the request chooses those, and a sign-in
 * code or a mailed token sent to their origin is theirs.
 */

type Options = Pick<AuthOptions, "siteUrl" | "publicUrl" | "redirectUrls" | "allowedOrigins">;

function valueOf(setting: string | (() => string)): string {
  return typeof setting === "function" ? setting() : setting;
}

/** The stack's public origin (its own address once it listens). */
export function publicOrigin(options: Pick<AuthOptions, "publicUrl">): string {
  return new URL(valueOf(options.publicUrl)).origin;
}

/** The web app: SITE_URL, else the stack itself (which serves the app). */
export function siteOf(options: Options): URL {
  return new URL(options.siteUrl ? valueOf(options.siteUrl) : publicOrigin(options));
}

/**
 * An allow-list entry as a pattern, as Supabase Auth reads uri_allow_list: `**` is any
 * text, `*` any text within one host label or path segment, anything else itself.
 */
function entryPattern(entry: string): RegExp {
  const source = entry.split(/(\*\*|\*)/).map((part) =>
    part === "**" ? ".*" : part === "*" ? "[^./]*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  ).join("");
  return new RegExp(`^${source}$`);
}

/**
 * `raw` as a URL when the configuration allows sending a browser there: http(s), no
 * credentials, and on the site's or the stack's origin, on an ALLOWED_ORIGINS origin, or
 * matching an ADDITIONAL_REDIRECT_URLS entry (without its fragment). Else null.
 */
export function allowedRedirect(options: Options, raw: string | null): URL | null {
  if (!raw || raw.length > 2048) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return null;
  if (target.username || target.password) return null;
  const origins = [
    siteOf(options).origin,
    publicOrigin(options),
    ...(options.allowedOrigins ?? allowedOriginsFromEnv)(),
  ];
  if (origins.includes(target.origin)) return target;
  const withoutFragment = target.href.split("#")[0];
  const listed = (options.redirectUrls ?? []).some((entry) =>
    bareOrigin(entry) === target.origin || entryPattern(entry).test(withoutFragment)
  );
  return listed ? target : null;
}

/** An entry that is just an origin (`https://app.example`) allows every page of it. */
function bareOrigin(entry: string): string | undefined {
  if (entry.includes("*")) return undefined;
  try {
    const url = new URL(entry);
    return entry.replace(/\/$/, "") === url.origin ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** ADDITIONAL_REDIRECT_URLS: comma-separated http(s) URLs or patterns; throws on others. */
export function parseRedirectUrls(list: string): string[] {
  return list.split(",").map((s) => s.trim()).filter(Boolean).map((entry) => {
    if (!/^https?:\/\/[^/?#\s]/.test(entry) || /\s/.test(entry)) {
      throw new Error(`not an http(s) URL or pattern: ${entry}`);
    }
    return entry;
  });
}
