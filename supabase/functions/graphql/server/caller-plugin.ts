import { type DocumentNode, getOperationAST, Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Sql } from "../../_shared/db/client.ts";
import { runAsAnonymous, runAsCaller } from "../../_shared/db/request-transaction.ts";
import { appRoleFromUserType } from "../../_shared/domain/abilities.ts";
import {
  isProviderAllowed,
  PROVIDER_LABEL,
} from "../../_shared/domain/settings/sign-in-methods.ts";
import { AppError, forbidden, MESSAGES, unauthorized } from "../../_shared/http/app-error.ts";
import { bearerToken, type TokenVerifier } from "../../_shared/auth/verify-token.ts";
import type { GraphqlContext } from "./context.ts";
import { tenantOf } from "./tenant.ts";

/** The only field answered without a token (brief: public login options). */
const PUBLIC_FIELDS = new Set(["tenantLoginOptions", "__typename"]);

export function isPublicOperation(
  document: DocumentNode,
  operationName?: string | null,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== "query") return false;
  return operation.selectionSet.selections.every((s) =>
    s.kind === Kind.FIELD && PUBLIC_FIELDS.has(s.name.value)
  );
}

/**
 * Wraps every execution in the request pipeline of design §2: verify the token, pick
 * the tenant, open one transaction whose first statement sets the claims, tenant and
 * role `authenticated`, checks the token's session is live and finds (or links) the
 * person with the organisation's sign-in methods; refuse a dead session (401), no
 * person (401) or a sign-in method the organisation turned off (403), then run the
 * resolvers inside that transaction. Parsing, validation and
 * the armor limits have already run, so refused documents never touch the database.
 */
export function useCallerTransaction(
  sql: Sql,
  verify: TokenVerifier,
): Plugin<GraphqlContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      setExecuteFn(async (execArgs) => {
        const context = execArgs.contextValue as GraphqlContext;
        if (isPublicOperation(args.document, args.operationName)) {
          return await runAsAnonymous(
            sql,
            async (tx) =>
              await executeFn({
                ...execArgs,
                contextValue: { ...context, anonymousTx: tx },
              }),
          );
        }
        const token = bearerToken(context.request);
        if (!token) throw unauthorized();
        const claims = await verify(token);
        const tenant = tenantOf(context.request);
        return await runAsCaller(sql, claims, tenant, async (tx, caller) => {
          // A token outlives sign-out until it expires; its session does not.
          if (!caller.sessionLive) throw unauthorized();
          const person = caller.person;
          const appRole = person && appRoleFromUserType(person.userType);
          if (!person || !appRole || !caller.signInMethods) {
            throw new AppError("UNAUTHENTICATED", MESSAGES.noUser);
          }
          const provider = claims.app_metadata?.provider;
          if (!isProviderAllowed(provider, caller.signInMethods)) {
            const label = (provider && PROVIDER_LABEL[provider]) ??
              "this method";
            throw forbidden(
              `Signing in with ${label} is turned off for this organisation.`,
            );
          }
          const member = { tx, orgId: person.orgId, person, appRole };
          return await executeFn({
            ...execArgs,
            contextValue: { ...context, member },
          });
        });
      });
    },
  };
}
