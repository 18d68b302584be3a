/**
 * Documents that read everything the schema lets one read: for each Query field, every
 * object field reachable from it down to a bounded depth, with `__typename` on every
 * object so an answer can be judged by type. Generated from the built schema, so a field
 * added later is walked without editing the test that uses it.
 */
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isLeafType,
  isNonNullType,
  isObjectType,
} from "graphql";

/**
 * Values to try for an argument; undefined (as the answer or as one of the values): leave
 * the argument out.
 */
export type ArgValues = (arg: GraphQLArgument, field: string) => unknown[] | undefined;

export interface WalkQuery {
  field: string;
  args: Record<string, unknown>;
  document: string;
}

/** A field's arguments need values the walk has none for (required, without default). */
function needsArgs(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);
}

/** The selection set of every field of `type`, objects `depth` levels deep at most. */
export function selectAll(type: GraphQLNamedType, depth: number): string {
  if (!isObjectType(type)) return "";
  const parts = ["__typename"];
  for (const field of Object.values(type.getFields())) {
    if (needsArgs(field)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} { ${selectAll(named, depth - 1)} }`);
  }
  return parts.join(" ");
}

/** An enum value: written bare, where a string would be quoted. */
export interface EnumLiteral {
  enumValue: string;
}

/** A GraphQL literal for a JSON-like value (strings, numbers, booleans, lists, enum values). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object" && "enumValue" in value) {
    return String((value as EnumLiteral).enumValue);
  }
  return JSON.stringify(value);
}

function combinations(
  choices: [string, unknown[]][],
): Record<string, unknown>[] {
  return choices.reduce<Record<string, unknown>[]>(
    (acc, [name, values]) => acc.flatMap((a) => values.map((v) => ({ ...a, [name]: v }))),
    [{}],
  );
}

/**
 * One document per Query field and combination of argument values. A required argument
 * `values` knows nothing about throws, so a new operation cannot be skipped silently.
 */
export function walkQueries(
  schema: GraphQLSchema,
  values: ArgValues,
  depth: number,
): WalkQuery[] {
  const query = schema.getQueryType();
  if (!query) return [];
  return Object.values(query.getFields()).flatMap((field) => {
    const choices: [string, unknown[]][] = [];
    for (const arg of field.args) {
      const v = values(arg, field.name);
      if (v) choices.push([arg.name, v]);
      else if (isNonNullType(arg.type) && arg.defaultValue === undefined) {
        throw new Error(`The walk has no value for ${field.name}(${arg.name}:)`);
      }
    }
    const selection = selectAll(getNamedType(field.type), depth);
    return combinations(choices).map((args) => {
      const list = Object.entries(args).filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}: ${literal(v)}`).join(", ");
      const call = list ? `${field.name}(${list})` : field.name;
      return {
        field: field.name,
        args,
        document: `{ ${call}${selection ? ` { ${selection} }` : ""} }`,
      };
    });
  });
}
