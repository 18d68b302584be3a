import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { mapPostgresError } from "../../_shared/db/pg-errors.ts";
import {
  logUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGES,
  unavailableReason,
} from "../../_shared/db/unavailable.ts";
import { AppError, type ErrorCode, HTTP_STATUS, MESSAGES } from "../../_shared/http/app-error.ts";

const CODES = new Set<string>(Object.keys(HTTP_STATUS));

function toGraphQLError(app: AppError, from?: GraphQLError): GraphQLError {
  return new GraphQLError(app.message, {
    nodes: from?.nodes,
    source: from?.source,
    positions: from?.positions,
    path: from?.path,
    originalError: app,
    extensions: {
      code: app.code,
      ...(app.field ? { field: app.field } : {}),
      http: { status: HTTP_STATUS[app.code] },
    },
  });
}

/** A GraphQL-level refusal (syntax, validation, limits, variable types) is bad input. */
function asBadInput(error: GraphQLError): GraphQLError {
  const code = error.extensions?.code;
  if (typeof code === "string" && CODES.has(code)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    // spec: false keeps the 400 for application/json callers too (yoga would send 200).
    extensions: {
      code: "BAD_USER_INPUT" satisfies ErrorCode,
      http: { status: 400, spec: false },
    },
  });
}

/**
 * Yoga's error mask (docs/api.md#error-codes): our own errors and the PostgreSQL errors we can
 * explain keep their message and get their code; GraphQL's own refusals become
 * BAD_USER_INPUT; anything else is logged and shown as "Internal error".
 */
export function maskError(error: unknown): Error {
  const graphql = error instanceof GraphQLError ? error : undefined;
  const original = graphql ? graphql.originalError : error;
  if (original instanceof AppError) {
    if (original.code === "INTERNAL") console.error(original.cause ?? original);
    return toGraphQLError(original, graphql);
  }
  // The database is unreachable, went away mid-request, is busy past the wait limit or its
  // disk is full: nothing of the request committed, and the pool reconnects by itself, so
  // the person is told to try again (503 with Retry-After), and the log gets one line.
  const unavailable = unavailableReason(original);
  if (unavailable) {
    logUnavailable("graphql", original);
    return new GraphQLError(UNAVAILABLE_MESSAGES[unavailable], {
      nodes: graphql?.nodes,
      source: graphql?.source,
      positions: graphql?.positions,
      path: graphql?.path,
      originalError: original as Error,
      extensions: {
        code: "UNAVAILABLE" satisfies ErrorCode,
        http: {
          status: HTTP_STATUS.UNAVAILABLE,
          headers: { "retry-after": String(RETRY_AFTER_SECONDS[unavailable]) },
        },
      },
    });
  }
  const mapped = mapPostgresError(original);
  if (mapped) return toGraphQLError(mapped, graphql);
  if (graphql && (!original || original instanceof GraphQLError)) {
    return asBadInput(graphql);
  }
  console.error(original ?? error);
  return toGraphQLError(new AppError("INTERNAL", MESSAGES.internal), graphql);
}

/** Validation errors are returned, not thrown, so the mask never sees them: code them here. */
export function useInputErrorCodes(): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length) {
          setResult(
            result.map((e) => (e instanceof GraphQLError ? asBadInput(e) : e)),
          );
        }
      };
    },
  };
}
