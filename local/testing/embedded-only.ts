/**
 * Options for a test of the embedded database itself (PGlite, its wire server, the data
 * directory lock, a stack started on it). Such a test never reads TEST_DATABASE_URL, so
 * the PostgreSQL layer of `npm test` skips it rather than run it a second time; the
 * PGlite layer runs it.
 */
export const embeddedOnly = { ignore: Boolean(Deno.env.get("TEST_DATABASE_URL")) };
