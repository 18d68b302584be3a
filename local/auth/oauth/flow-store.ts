import type postgres from "postgres";
import { hashToken } from "../sessions-store.ts";

/*
 * OAuth sign-ins in progress (local_auth.oauth_flows). A flow is created by /authorize,
 * its state is used once by /callback (which stores an auth code), and its auth code is
 * used once by /token?grant_type=pkce. Only hashes of the state and the auth code are
 * kept, as for refresh tokens.
 */

type Db = postgres.Sql | postgres.TransactionSql;

/** How long a person may take at the provider (GoTrue allows minutes, not hours). */
export const FLOW_TTL_SECONDS = 10 * 60;
/** How long the app has to exchange the auth code (GoTrue's flow state expiry: 300 s). */
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
/**
 * Flows one client address may start within FLOW_TTL_SECONDS: each is a row written
 * before anyone signed in, so without a cap anyone could fill the table.
 */
export const MAX_OPEN_FLOWS = 30;
/** Unfinished flows older than this are deleted when a new one starts. */
const HOUSEKEEPING_SECONDS = 60 * 60;

export type ChallengeMethod = "s256" | "plain";

export interface NewFlow {
  provider: string;
  state: string;
  nonce: string;
  providerCodeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: ChallengeMethod;
  providerRedirectUri: string;
  redirectTo: string;
  clientAddress: string;
}

export interface FlowRow {
  id: string;
  provider: string;
  nonce: string;
  provider_code_verifier: string;
  code_challenge: string;
  code_challenge_method: ChallengeMethod;
  provider_redirect_uri: string;
  redirect_to: string;
  created_at: Date;
  user_id: string | null;
  authenticated_at: Date | null;
}

const FLOW_COLUMNS =
  "id, provider, nonce, provider_code_verifier, code_challenge, code_challenge_method, provider_redirect_uri, redirect_to, created_at, user_id, authenticated_at";

/** Stores a new flow; false (nothing stored) when its address has too many open. */
export async function startFlow(db: Db, flow: NewFlow, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FLOW_TTL_SECONDS * 1000);
  const [open] = await db`
    select count(*)::int as n from local_auth.oauth_flows
     where client_address = ${flow.clientAddress} and created_at > ${since}`;
  if (open.n >= MAX_OPEN_FLOWS) return false;
  await db`
    delete from local_auth.oauth_flows
     where created_at < ${new Date(now.getTime() - HOUSEKEEPING_SECONDS * 1000)}`;
  await db`
    insert into local_auth.oauth_flows (id, provider, state_hash, nonce, provider_code_verifier,
       code_challenge, code_challenge_method, provider_redirect_uri, redirect_to, client_address,
       created_at)
    values (${crypto.randomUUID()}, ${flow.provider}, ${await hashToken(flow.state)}, ${flow.nonce},
       ${flow.providerCodeVerifier}, ${flow.codeChallenge}, ${flow.codeChallengeMethod},
       ${flow.providerRedirectUri}, ${flow.redirectTo}, ${flow.clientAddress}, ${now})`;
  return true;
}

export type StateLookup =
  | { kind: "found"; flow: FlowRow }
  | { kind: "expired"; flow: FlowRow }
  | { kind: "unknown" };

/**
 * The flow of a `state` the provider sent back, which it uses up in the same statement:
 * a replayed callback finds nothing, whichever process answers it.
 */
export async function takeFlowByState(db: Db, state: string, now: Date): Promise<StateLookup> {
  const rows = await db.unsafe<FlowRow[]>(
    `update local_auth.oauth_flows set state_hash = null
      where state_hash = $1 and auth_code_hash is null
      returning ${FLOW_COLUMNS}`,
    [await hashToken(state)],
  );
  const flow = rows.at(0);
  if (!flow) return { kind: "unknown" };
  if (flow.created_at.getTime() + FLOW_TTL_SECONDS * 1000 < now.getTime()) {
    await deleteFlow(db, flow.id);
    return { kind: "expired", flow };
  }
  return { kind: "found", flow };
}

/** The provider vouched for `userId`: the flow now waits for its auth code. */
export async function completeFlow(
  db: Db,
  flowId: string,
  userId: string,
  authCode: string,
  now: Date,
): Promise<void> {
  await db`
    update local_auth.oauth_flows
       set auth_code_hash = ${await hashToken(
    authCode,
  )}, user_id = ${userId}, authenticated_at = ${now}
     where id = ${flowId}`;
}

export async function deleteFlow(db: Db, flowId: string): Promise<void> {
  await db`delete from local_auth.oauth_flows where id = ${flowId}`;
}

/**
 * The finished flow of an auth code, deleted as it is read: a code is presented once,
 * whether or not its verifier matches.
 */
export async function takeFlowByAuthCode(db: Db, authCode: string): Promise<FlowRow | undefined> {
  const rows = await db.unsafe<FlowRow[]>(
    `delete from local_auth.oauth_flows
      where auth_code_hash = $1 and user_id is not null
      returning ${FLOW_COLUMNS}`,
    [await hashToken(authCode)],
  );
  return rows.at(0);
}
