/**
 * The send-reminders function's public unsubscribe endpoints (no session: the token in the
 * link is the key). Same origin by default, like /functions/v1/graphql.
 */
const BASE = `${import.meta.env.VITE_SUPABASE_URL ?? ""}/functions/v1/send-reminders/unsubscribe`;

export interface UnsubscribeSubject {
  orgName: string;
  personName: string;
  email: string | null;
  isSubscribed: boolean;
}

/** Whom the link concerns; null when the link is not valid (any more). */
export async function fetchUnsubscribeSubject(token: string): Promise<UnsubscribeSubject | null> {
  const res = await fetch(`${BASE}/subject?token=${encodeURIComponent(token)}`, {
    credentials: "omit",
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  return (await res.json()) as UnsubscribeSubject;
}

/** True when unsubscribed; false when the link is not valid (any more). */
export async function confirmUnsubscribe(token: string): Promise<boolean> {
  const res = await fetch(`${BASE}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    credentials: "omit",
  });
  if (res.status === 404) return false;
  if (!res.ok) throw new Error(`The server answered ${res.status}.`);
  return true;
}
