import { appRoleFromUserType, type AppRole } from "@shared/abilities.ts";
import { graphql } from "@/lib/gql";
import type { SessionQuery, TypedDocumentString } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { CurrentUser, OrgSettings } from "@/lib/session/types";

export interface SessionSnapshot {
  user: CurrentUser | null;
  settings: OrgSettings | null;
  appRole: AppRole | null;
}

const EMPTY: SessionSnapshot = { user: null, settings: null, appRole: null };

let snapshot: SessionSnapshot = EMPTY;
let pending: Promise<SessionSnapshot> | null = null;
// Bumped by reset so that a load started before sign-out cannot write its answer after it.
let generation = 0;
const listeners = new Set<() => void>();

/** What one of the session documents answers: the parts asked for. */
type SessionAnswer = { [K in keyof SessionQuery]?: SessionQuery[K] | null };

export type SessionFetcher = (
  document: TypedDocumentString<SessionAnswer, Record<string, never>>,
) => Promise<SessionAnswer>;

let fetcher: SessionFetcher = (document) => graphqlRequest(document);

/** Tests swap the network for a counter; the app never calls this. */
export function setSessionFetcher(next: SessionFetcher): void {
  fetcher = next;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

const SESSION_QUERY = graphql(`
  query Session {
    currentUser {
      ...CurrentUserFields
    }
    settings {
      ...SettingsFields
    }
  }
`);
const SESSION_USER_QUERY = graphql(`
  query SessionUser {
    currentUser {
      ...CurrentUserFields
    }
  }
`);
const SESSION_SETTINGS_QUERY = graphql(`
  query SessionSettings {
    settings {
      ...SettingsFields
    }
  }
`);

/** Only the missing parts are asked for, in one request. */
function sessionDocument(needUser: boolean, needSettings: boolean) {
  if (needUser && needSettings) return SESSION_QUERY;
  return needUser ? SESSION_USER_QUERY : SESSION_SETTINGS_QUERY;
}

/**
 * Loads the current user and the settings when missing. Concurrent callers share one
 * pending request; a loaded user is reused; `force` refetches both (after an update).
 * Rejects with the request's error (an ApiError) when the user cannot be loaded.
 */
export function loadSession(options: { force?: boolean } = {}): Promise<SessionSnapshot> {
  if (pending) return pending;
  const needUser = options.force || !snapshot.user;
  const needSettings = options.force || !snapshot.settings;
  if (!needUser && !needSettings) return Promise.resolve(snapshot);

  const started = generation;
  pending = (async () => {
    try {
      const data = await fetcher(sessionDocument(needUser, needSettings));
      const user = needUser ? (data.currentUser ?? null) : snapshot.user;
      if (!user) throw new Error("There is no user with these credentials.");
      const settings = needSettings ? (data.settings ?? null) : snapshot.settings;
      const next = { user, settings, appRole: appRoleFromUserType(user.userType) };
      if (started === generation) publish(next);
      return next;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** Replace the user after the person edits their own profile. */
export function setSessionUser(user: CurrentUser): void {
  publish({ ...snapshot, user, appRole: appRoleFromUserType(user.userType) });
}

/** Replace the settings after an update. */
export function setSessionSettings(settings: OrgSettings): void {
  publish({ ...snapshot, settings });
}

/** Sign-out resets the user and with it every permission. */
export function resetSession(): void {
  generation += 1;
  pending = null;
  publish(EMPTY);
}
