import type { AuthCall } from "../context.ts";
import { validationFailed } from "../errors.ts";
import { authenticate } from "../request.ts";
import { endSessions, type LogoutScope } from "../sessions-store.ts";
import { auditAs } from "../audit-context.ts";

const SCOPES: readonly LogoutScope[] = ["global", "local", "others"];

/** POST /logout?scope=global|local|others: ends sessions; their refresh tokens stop working. */
export async function logout(call: AuthCall): Promise<Response> {
  const scope = (call.url.searchParams.get("scope") ?? "global") as LogoutScope;
  if (!SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { claims } = await authenticate(call);
  await call.options.sql.begin(async (tx) => {
    await auditAs(tx, claims.session_id, call.clientAddress);
    await endSessions(tx, claims.sub, claims.session_id, scope);
  });
  return new Response(null, { status: 204 });
}
