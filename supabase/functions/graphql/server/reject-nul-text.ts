import { type DocumentNode, GraphQLError, Kind, type ValueNode, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ErrorCode } from "../../_shared/http/app-error.ts";

export const NUL_MESSAGE = "Text must not contain the NUL character (U+0000).";

/** Where a NUL sits: the name of the input field (or argument, or variable) holding it. */
type Found = { field: string } | null;

/** The first NUL in a variables value (JSON), searching strings and object keys. */
export function findNulInValue(value: unknown, field: string): Found {
  if (typeof value === "string") return value.includes("\0") ? { field } : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNulInValue(item, field);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\0")) return { field };
      const found = findNulInValue(item, key);
      if (found) return found;
    }
  }
  return null;
}

/** The first NUL in a string literal of the document (arguments, input objects, defaults). */
export function findNulInDocument(document: DocumentNode): Found {
  let found: Found = null;
  const fieldOf = (ancestors: readonly unknown[]): string => {
    for (let i = ancestors.length - 1; i >= 0; i--) {
      const node = ancestors[i] as { kind?: string; name?: { value: string } };
      if (
        node?.kind === Kind.OBJECT_FIELD || node?.kind === Kind.ARGUMENT ||
        node?.kind === Kind.VARIABLE_DEFINITION
      ) {
        return node.kind === Kind.VARIABLE_DEFINITION
          ? (node as unknown as { variable: { name: { value: string } } }).variable.name.value
          : node.name!.value;
      }
    }
    return "";
  };
  visit(document, {
    StringValue(node: ValueNode & { value: string }, _key, _parent, _path, ancestors) {
      if (!found && node.value.includes("\0")) found = { field: fieldOf(ancestors) };
    },
  });
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any text input (a query term, a name,
 * a label, a setting …) would fail deep in a statement as an unexplained 500. Refuse
 * the whole operation before it runs (and before any transaction opens), naming the
 * field, as BAD_USER_INPUT / 400 (docs/api.md#error-codes).
 */
export function rejectNulText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = findNulInDocument(args.document) ??
        findNulInValue(args.variableValues ?? {}, "");
      if (!found) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(NUL_MESSAGE, {
            extensions: {
              code: "BAD_USER_INPUT" satisfies ErrorCode,
              ...(found.field ? { field: found.field } : {}),
              // spec: false keeps the 400 for application/json callers too.
              http: { status: 400, spec: false },
            },
          }),
        ],
      });
    },
  };
}
