import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { authClient } from "@/lib/supabase";
import { peopleKeys } from "./query-keys";

/*
 * Two-factor sign-in: a person's own factors through supabase-js's auth.mfa (the same
 * calls against Supabase Auth and the local stack), and what Admins and Managers see and
 * do about someone else's through the API.
 */

export const myFactorsKey = ["two-factor", "mine"] as const;

/** The label an authenticator app shows beside the code (with the site and the email). */
const FRIENDLY_NAME = "Authenticator app";

export interface MyTwoFactor {
  /** The verified TOTP factor, when two-factor is on. */
  verified: { id: string; since: string } | null;
  /** Factors enrolled but never confirmed with a code. */
  unverifiedIds: string[];
}

export async function readMyTwoFactor(): Promise<MyTwoFactor> {
  const { data, error } = await authClient().auth.mfa.listFactors();
  if (error) throw error;
  const verified = data.totp[0];
  return {
    verified: verified ? { id: verified.id, since: verified.updated_at } : null,
    unverifiedIds: data.all.filter((f) => f.status === "unverified").map((f) => f.id),
  };
}

export function useMyTwoFactor() {
  return useQuery({
    queryKey: myFactorsKey,
    queryFn: readMyTwoFactor,
    // The card shows its own failure.
    meta: { silentError: true },
  });
}

export interface Enrollment {
  factorId: string;
  /** data:image/svg+xml URI of the QR code. */
  qrCode: string;
  /** The key in base32, for typing into an app that cannot scan. */
  secret: string;
}

/**
 * Starts turning two-factor on: drops factors a previous attempt left unconfirmed (their
 * QR codes were never checked), then enrolls a new TOTP factor.
 */
export async function startEnrollment(unverifiedIds: readonly string[]): Promise<Enrollment> {
  const mfa = authClient().auth.mfa;
  for (const factorId of unverifiedIds) {
    const { error } = await mfa.unenroll({ factorId });
    if (error) throw error;
  }
  const { data, error } = await mfa.enroll({ factorType: "totp", friendlyName: FRIENDLY_NAME });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** The first code from the app confirms the factor; the session is then aal2. */
export async function confirmEnrollment(factorId: string, code: string): Promise<void> {
  const { error } = await authClient().auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** Turns two-factor off; the next token of the session says aal1 again. */
export async function turnOffTwoFactor(factorId: string): Promise<void> {
  const client = authClient();
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  await client.auth.refreshSession();
}

export const PERSON_TWO_FACTOR_QUERY = graphql(`
  query PersonTwoFactor($id: Int!) {
    user(id: $id) {
      id
      hasTwoFactor
    }
  }
`);

export function usePersonTwoFactor(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...peopleKeys.detail(id), "two-factor"],
    queryFn: ({ signal }) =>
      graphqlRequest(PERSON_TWO_FACTOR_QUERY, { id }, { signal }).then(
        (data) => data.user?.hasTwoFactor ?? false,
      ),
    enabled,
    meta: { silentError: true },
  });
}

export const REMOVE_USER_TWO_FACTOR_MUTATION = graphql(`
  mutation RemoveUserTwoFactor($id: Int!) {
    removeUserTwoFactor(id: $id)
  }
`);

export function useRemoveUserTwoFactor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      graphqlRequest(REMOVE_USER_TWO_FACTOR_MUTATION, { id }).then(
        (data) => data.removeUserTwoFactor === true,
      ),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: [...peopleKeys.detail(id), "two-factor"] }),
    // The card shows the failure beside its button.
    meta: { silentError: true },
  });
}
