/**
 * Request bodies above the ordinary limit (1 MB), for CSV imports only. An import file
 * may be 10 MB (docs/csv.md#import), more once JSON-escaped; every other operation stays within
 * the ordinary limit. The handler reads a body up to IMPORT_BODY_LIMIT only for a
 * request that says it carries an import (the IMPORT_HEADER) and whose token verifies;
 * anything else is cut off at the ordinary limit as before. It marks a body that went
 * over the ordinary limit, and the caller pipeline lets a marked request run only at
 * the job level (an import).
 */

/** Sent by the web app with an import request (any value). */
export const IMPORT_HEADER = "x-csv-import";

/** A 10 MB file, JSON-escaped (quotes and line breaks double), with room to spare. */
export const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

const large = new WeakSet<Request>();

export function markLargeBody(request: Request): void {
  large.add(request);
}

export function hasLargeBody(request: Request): boolean {
  return large.has(request);
}
