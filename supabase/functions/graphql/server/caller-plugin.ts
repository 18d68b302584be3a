import type { Plugin } from "graphql-yoga";
import { getOperationAST, Kind } from "graphql";
import type { Sql } from "../../_shared/db/client.ts";
import type { JobContext, RequestContext } from "../../_shared/commands/context.ts";
import { runAsSystem } from "../../_shared/commands/run-as-system.ts";
import { refuseWriteWithoutSecondFactor } from "../../_shared/commands/two-factor/require-second-factor.ts";
import type { Tx } from "../../_shared/db/client.ts";
import type { AuditTrailSettings, RequestCaller } from "../../_shared/db/people/current-member.ts";
import { runAsAnonymous, runAsCaller } from "../../_shared/db/request-transaction.ts";
import { type AppRole, appRoleFromUserType } from "../../_shared/domain/abilities.ts";
import {
  isProviderAllowed,
  PROVIDER_LABEL,
} from "../../_shared/domain/settings/sign-in-methods.ts";
import {
  AppError,
  badInput,
  forbidden,
  MESSAGES,
  unauthorized,
} from "../../_shared/http/app-error.ts";
import { bearerToken, type TokenVerifier } from "../../_shared/auth/verify-token.ts";
import { DEFAULT_BODY_LIMIT } from "../../_shared/http/body-limit.ts";
import { JOB_ALONE_MESSAGE, jobAuditActor, operationAccess } from "./access.ts";
import { hasLargeBody } from "./large-body.ts";
import type { GraphqlContext } from "./context.ts";
import { Loaders } from "./loaders.ts";
import { tenantOf } from "./tenant.ts";
import {
  assertMayIntrospect,
  type IntrospectionPolicy,
  refuseAnonymousIntrospection,
  usesIntrospection,
} from "./introspection.ts";
import { clientAddressOf } from "./client-address.ts";

/** The tenant header when there is one (identity-level operations need none). */
function optionalTenant(request: Request): string {
  return request.headers.get("x-tenant") === null ? "" : tenantOf(request);
}

/**
 * Wraps every execution in the request pipeline (docs/security.md#tenancy), at the access level of the
 * document (access.ts). Public: one read-only transaction as `anon`. Otherwise: verify
 * the token, open one transaction whose first statement sets the claims, tenant and role
 * `authenticated`, checks the token's session is live and finds (or links) the person
 * with the organisation's sign-in methods; refuse a dead session (401). Identity: that
 * is enough (the context has the identity, no person). Member: refuse no person (401)
 * or a sign-in method the organisation turned off (403), then run the resolvers inside
 * that transaction with one set of loaders. Job (a CSV import): checked as a member in
 * a short transaction, then run without one (startJob). Parsing, validation and the
 * armor limits have already run, so refused documents never touch the database.
 */
export function useCallerTransaction(
  sql: Sql,
  verify: TokenVerifier,
  introspection: IntrospectionPolicy = "admins",
): Plugin<GraphqlContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      setExecuteFn(async (execArgs) => {
        const context = execArgs.contextValue as GraphqlContext;
        const access = operationAccess(args.document, args.operationName);
        const { mixed, write } = access;
        let { level } = access;
        // Introspection asks nothing of the database: open, it needs no caller at all;
        // otherwise only a member whose type allows it (checked below) gets an answer.
        const introspects = usesIntrospection(args.document);
        if (introspects && introspection === "open" && level === "member") {
          const onlyMeta = getOperationAST(args.document, args.operationName)?.selectionSet
            .selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
          if (onlyMeta) level = "public";
        }
        const run = (extra: Partial<GraphqlContext>) =>
          executeFn({ ...execArgs, contextValue: { ...context, ...extra } });
        // Only an import may bring a body above the ordinary limit (large-body.ts).
        if (level !== "job" && hasLargeBody(context.request)) {
          throw badInput(
            `The request is too large (limit ${DEFAULT_BODY_LIMIT / 1024 / 1024} MB).`,
          );
        }
        if (level === "public") {
          return await runAsAnonymous(sql, async (tx) => await run({ publicTx: tx }));
        }
        if (mixed) throw badInput(JOB_ALONE_MESSAGE);
        const token = bearerToken(context.request);
        if (!token) throw introspects ? refuseAnonymousIntrospection() : unauthorized();
        const claims = await verify(token);
        const tenant = level === "identity"
          ? optionalTenant(context.request)
          : tenantOf(context.request);
        const clientAddress = clientAddressOf(context.request);
        if (level === "job") {
          const job = await startJob(sql, claims, tenant, {
            clientAddress,
            actor: jobAuditActor(args.document, args.operationName),
          });
          return await run({ job: { ...job, importHooks: context.importHooks } });
        }
        return await runAsCaller(sql, claims, tenant, async (tx, caller) => {
          // A token outlives sign-out until it expires; its session does not.
          if (!caller.sessionLive) throw unauthorized();
          const identity = {
            tx,
            identity: { userId: claims.sub, email: claims.email ?? null },
          };
          if (level === "identity") return await run({ identity });
          const member = memberContext(tx, caller, claims);
          // The organisation's two-factor rule, for every member write, here once.
          if (write) refuseWriteWithoutSecondFactor(member, claims.aal, caller.twoFactorRequired);
          if (introspects && introspection !== "open") {
            assertMayIntrospect((member.actor as { appRole: AppRole }).appRole);
          }
          return await run({ identity, member, loaders: new Loaders(member) });
        }, { clientAddress });
      });
    },
  };
}

type Claims = Awaited<ReturnType<TokenVerifier>>;

/**
 * The member a request runs for: refuse a dead session or no person (401) or a sign-in
 * method the organisation turned off (403).
 */
function memberContext(tx: Tx, caller: RequestCaller, claims: Claims): RequestContext {
  if (!caller.sessionLive) throw unauthorized();
  const person = caller.person;
  const appRole = person && appRoleFromUserType(person.userType);
  if (!person || !appRole || !caller.signInMethods) {
    throw new AppError("UNAUTHENTICATED", MESSAGES.noUser);
  }
  const provider = claims.app_metadata?.provider;
  if (!isProviderAllowed(provider, caller.signInMethods)) {
    const label = (provider && PROVIDER_LABEL[provider]) ?? "this method";
    throw forbidden(`Signing in with ${label} is turned off for this organisation.`);
  }
  return { tx, orgId: person.orgId, actor: { kind: "member", person, appRole } };
}

/**
 * A job-level field (access.ts): the caller is checked as a member in one short
 * transaction, and the field gets no transaction but a way to open short ones as the
 * same caller, each checking the session and membership again (the person may have
 * signed out, been disabled or changed type since). Nothing holds the database between
 * them, so the embedded one, which runs one transaction at a time, serves other
 * requests while an import runs.
 */
async function startJob(
  sql: Sql,
  claims: Claims,
  tenant: string,
  // The audit trail records an import's writes as the person's, through the import.
  trail: AuditTrailSettings,
): Promise<JobContext> {
  const first = await runAsCaller(
    sql,
    claims,
    tenant,
    async (tx, caller) => {
      const ctx = memberContext(tx, caller, claims);
      // A job is a write (an import, an invitation): the two-factor rule applies.
      refuseWriteWithoutSecondFactor(ctx, claims.aal, caller.twoFactorRequired);
      return await Promise.resolve(ctx);
    },
    trail,
  );
  const actor = first.actor as JobContext["actor"];
  return {
    orgId: first.orgId,
    actor,
    transaction: (fn) =>
      runAsCaller(sql, claims, tenant, async (tx, caller) => {
        const ctx = memberContext(tx, caller, claims);
        // The same person of the same organisation, or the job stops.
        if (ctx.orgId !== first.orgId || caller.person?.id !== actor.person.id) {
          throw unauthorized();
        }
        refuseWriteWithoutSecondFactor(ctx, claims.aal, caller.twoFactorRequired);
        return await fn(ctx);
      }, trail),
    cleanup: (fn) => runAsSystem(sql, first.orgId, fn, "import cleanup"),
  };
}
