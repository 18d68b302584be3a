import { BREAK, type DocumentNode, visit } from "graphql";
import { AppError } from "../../_shared/http/app-error.ts";
import type { AppRole } from "../../_shared/domain/abilities.ts";

/**
 * Who may ask the schema about itself (`__schema`, `__type`): the schema is a map of every
 * operation and field, of use to an attacker and of none to the web app, whose documents are
 * typed at build time from the SDL (codegen.ts), not from a running server.
 * - "admins" (default): signed-in Admins and Managers of the tenant;
 * - "open": anyone, token or not (development: GRAPHQL_INTROSPECTION=open).
 * `__typename` is not introspection: it stays open to every caller.
 */
export type IntrospectionPolicy = "admins" | "open";

export const INTROSPECTION_REFUSED =
  "Schema introspection is only available to Admins and Managers.";

export function introspectionPolicyFromEnv(): IntrospectionPolicy {
  return Deno.env.get("GRAPHQL_INTROSPECTION")?.trim().toLowerCase() === "open" ? "open" : "admins";
}

/** Whether the document asks `__schema` or `__type` anywhere (fragments included). */
export function usesIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}

/** A caller without a token: refused before anything runs, in words that say why. */
export function refuseAnonymousIntrospection(): AppError {
  return new AppError("UNAUTHENTICATED", INTROSPECTION_REFUSED);
}

/** A member whose type does not allow it. */
export function assertMayIntrospect(role: AppRole): void {
  if (role !== "admin" && role !== "manager") {
    throw new AppError("FORBIDDEN", INTROSPECTION_REFUSED);
  }
}
