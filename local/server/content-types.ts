/** Content types of what a Vite build emits. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
  ".csv": "text/csv; charset=utf-8",
};

export function contentTypeOf(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? "application/octet-stream";
}

/**
 * Vite names built assets `name-<hash>.ext` under assets/; such a file never changes,
 * so browsers may keep it for a year. Everything else is revalidated on each load.
 */
export function isHashedAsset(relativePath: string): boolean {
  return /(^|\/)assets\/.+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(relativePath);
}
