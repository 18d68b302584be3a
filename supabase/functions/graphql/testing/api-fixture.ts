/**
 * Test helpers for the API: a real database (createTestDatabase), the real HTTP
 * handler, and organisations, people and tokens made the way production makes them.
 * Every test arranges its own organisation with the superuser connection.
 */
import { SignJWT } from "jose";
import type postgres from "postgres";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../../../local/testing/migrated-database.ts";
import { createGraphqlHandler, type Handler } from "../server/create-handler.ts";
import type { ImportHooks } from "../../_shared/commands/imports/import-hooks.ts";

export const TEST_SECRET = "graphql-test-secret-0123456789-abcdefghij";

export interface Api {
  db: TestDatabase;
  sql: postgres.Sql;
  handler: Handler;
  /**
   * Handed to each import's job by `handler`: a test sets a seam to cancel, fail or look
   * into an import midway, and unsets it after.
   */
  importHooks: ImportHooks;
}

/**
 * Runs `fn` with a migrated database and a handler. The database may be shared with other
 * test files of the run (createTestDatabase's `shared`): an API test makes its own
 * organisations and asserts nothing about rows outside them. A test that changes the schema
 * itself asks for `ownDatabase`: the other files would see the change; its database and
 * handler are closed after it.
 *
 * On the shared database, the tests of one file share one pool and one handler, made by the
 * first test: a handler costs tens of milliseconds to build and its first answers (cold parse
 * and validation caches, new connections) cost more, which over hundreds of one-case tests
 * was most of their time. Nothing a test can see is shared: each makes its own organisation,
 * and the import seams are cleared before each test. The pool's connections stay open until
 * the file's process ends.
 */
export async function withApi(
  fn: (api: Api) => Promise<void>,
  { ownDatabase = false } = {},
): Promise<void> {
  if (!ownDatabase) {
    const api = await (fileApi ??= openApi(createTestDatabase({ shared: true })));
    for (const seam of Object.keys(api.importHooks)) {
      delete api.importHooks[seam as keyof ImportHooks];
    }
    return await fn(api);
  }
  const api = await openApi(createTestDatabase({ shared: false }));
  try {
    await fn(api);
  } finally {
    await api.db.close();
  }
}

let fileApi: Promise<Api> | undefined;

async function openApi(opening: Promise<TestDatabase>): Promise<Api> {
  const db = await opening;
  const importHooks: ImportHooks = {};
  const handler = createGraphqlHandler({ sql: db.sql, jwtSecret: TEST_SECRET, importHooks });
  return { db, sql: db.sql, handler, importHooks };
}

let counter = 0;
function unique(): string {
  counter++;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

export interface Org {
  id: number;
  prefix: string;
}

/** An organisation with its settings row, in one round trip (every test makes its own). */
export async function createOrg(
  sql: postgres.Sql,
  settings: Record<string, unknown> = {},
): Promise<Org> {
  const prefix = `t${unique()}`.slice(0, 40);
  const [org] = await sql`
    with org as (
      insert into app.organizations (prefix, name) values (${prefix}, ${"Org " + prefix})
      returning id
    )
    insert into app.settings (org_id) select id from org returning org_id as id`;
  const id = Number(org!.id);
  if (Object.keys(settings).length > 0) {
    await sql`update app.settings set ${sql(settings)} where org_id = ${id}`;
  }
  return { id, prefix };
}

/** The organisation's today (YYYY-MM-DD), as the database reckons it (app.org_today). */
export async function orgToday(sql: postgres.Sql, org: Org): Promise<string> {
  const [row] = await sql`select app.org_today(${org.id})::text as today`;
  return row.today;
}

export interface Member {
  id: number;
  authUserId: string;
  email: string;
  /** The auth.sessions row the token names (endSession ends it). */
  sessionId: string;
  token: string;
  org: Org;
}

export interface PersonOptions {
  userType?: "Admin" | "Manager" | "User";
  handle?: string;
  name?: string;
  isAuthEnabled?: boolean;
  /** false: not linked to the account yet (first sign-in links it by email). */
  linked?: boolean;
  provider?: string;
}

/** A person of `org` with a sign-in account, a live session and its access token. */
export async function createMember(
  sql: postgres.Sql,
  org: Org,
  options: PersonOptions = {},
): Promise<Member> {
  const handle = options.handle ?? `p${unique()}`;
  // Sign-in emails are unique across organisations: a handle a test chooses may recur.
  const email = `${options.handle ? `${handle}.${unique()}` : handle}@example.test`.toLowerCase();
  const authUserId = crypto.randomUUID();
  const sessionId = crypto.randomUUID();
  // One round trip: the account (confirmed, as sign-up leaves it: first sign-in links only a
  // confirmed email), its live session and the person.
  const [row] = await sql`
    with account as (
      insert into auth.users (id, email, aud, role, email_confirmed_at)
      values (${authUserId}, ${email}, 'authenticated', 'authenticated', now())
    ), session as (
      insert into auth.sessions (id, user_id) values (${sessionId}, ${authUserId})
    )
    insert into app.people (org_id, people_handle, name, email, user_type, is_auth_enabled,
      auth_user_id)
    values (${org.id}, ${handle}, ${options.name ?? `Person ${handle}`}, ${email},
      ${options.userType ?? "User"}, ${options.isAuthEnabled ?? true},
      ${options.linked === false ? null : authUserId})
    returning id`;
  const token = await mintToken({
    sub: authUserId,
    email,
    provider: options.provider,
    sessionId,
  });
  return { id: Number(row.id), authUserId, email, sessionId, token, org };
}

/**
 * A live session of the account, as sign-in makes one (auth.sessions): the API honours
 * a token only while the session its session_id names exists and is not past not_after.
 */
export async function startSession(
  sql: postgres.Sql,
  authUserId: string,
  options: { notAfter?: Date } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await sql`insert into auth.sessions (id, user_id, not_after)
            values (${id}, ${authUserId}, ${options.notAfter ?? null})`;
  return id;
}

/** Ends a session as sign-out, refresh-token reuse or a password change does. */
export async function endSession(sql: postgres.Sql, sessionId: string): Promise<void> {
  await sql`delete from auth.sessions where id = ${sessionId}`;
}

/** A person without an account (what createUser makes). */
export async function createPerson(
  sql: postgres.Sql,
  org: Org,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const handle = `p${unique()}`;
  const [row] = await sql`insert into app.people ${
    sql({
      org_id: org.id,
      people_handle: handle,
      name: `Person ${handle}`,
      ...fields,
    })
  } returning id`;
  return Number(row.id);
}

export async function createRole(
  sql: postgres.Sql,
  org: Org,
  handle = `r${unique()}`,
  name = `Role ${handle}`,
): Promise<number> {
  const [row] =
    await sql`insert into app.roles (org_id, role_handle, name) values (${org.id}, ${handle}, ${name}) returning id`;
  return Number(row.id);
}

/**
 * An access token as Supabase Auth signs one. `sessionId`: the session_id claim (a
 * random id of no session when absent; null leaves the claim out).
 */
export async function mintToken(options: {
  sub: string;
  email: string;
  provider?: string;
  role?: string;
  expiresAt?: number;
  secret?: string;
  sessionId?: string | null;
  /** The authenticator assurance level claim ("aal2" after a second factor); none when absent. */
  aal?: string;
}): Promise<string> {
  return await new SignJWT({
    role: options.role ?? "authenticated",
    ...(options.aal ? { aal: options.aal } : {}),
    email: options.email,
    app_metadata: {
      provider: options.provider ?? "email",
      providers: [options.provider ?? "email"],
    },
    user_metadata: {},
    ...(options.sessionId === null ? {} : { session_id: options.sessionId ?? crypto.randomUUID() }),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(options.sub)
    .setAudience("authenticated")
    .setIssuer("http://localhost:54321/auth/v1")
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? "1h")
    .sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

export interface GqlResult {
  status: number;
  // deno-lint-ignore no-explicit-any
  data: any;
  errors?: {
    message: string;
    extensions?: { code?: string; field?: string };
  }[];
}

/** Sends one GraphQL request through the real HTTP handler. */
export async function gql(
  handler: Handler,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    token?: string | null;
    tenant?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<GqlResult> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenant) headers["x-tenant"] = options.tenant;
  const res = await handler(
    new Request("http://localhost:54321/functions/v1/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables: options.variables ?? {} }),
    }),
  );
  const body = await res.json();
  return { status: res.status, data: body.data, errors: body.errors };
}

/** As `member`, in their organisation. */
export function as(handler: Handler, member: Member) {
  return (query: string, variables: Record<string, unknown> = {}) =>
    gql(handler, query, {
      variables,
      token: member.token,
      tenant: member.org.prefix,
    });
}

export async function countRows(
  sql: postgres.Sql,
  table: string,
  orgId: number,
): Promise<number> {
  const [row] = await sql`select count(*)::int as n from ${sql("app")}.${
    sql(table)
  } where org_id = ${orgId}`;
  return row.n;
}
