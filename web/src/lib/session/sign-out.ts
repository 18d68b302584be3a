import { queryClient } from "@/lib/query-client";
import { authClient } from "@/lib/supabase";
import { resetSession } from "@/lib/session/session-store";

/**
 * Ends the identity session and forgets the person, their permissions and every cached
 * answer, so the next person on this browser starts clean.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await authClient().auth.signOut({ scope: "local" });
  } finally {
    resetSession();
    queryClient.clear();
  }
}
