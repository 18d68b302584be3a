import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getOperationAST,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * The work a document asks for, counted before it runs. graphql-armor's cost limit counts
 * each field once, however many rows or dates it answers, so `nextDates(count: 366)` over
 * 1000 processes cost as little as over one. Here a field with a `count` or `limit`
 * argument counts once per item it may answer, and everything selected under it once per
 * such item: `processes(limit: 1000) { nodes { nextDates(count: 366) } }` costs about
 * 1000 × 366. Arguments are read from literals, variables, the variable's default or the
 * schema's default, and capped at what the server would answer at most (larger values are
 * refused by the resolver, with its own message). Aliases each count.
 */

/** Page-size arguments, with what the field answers when the argument is absent and at most. */
export interface SizeArgument {
  /** When neither the document nor the schema gives a value. */
  absent: number;
  /** Larger values are refused by the resolver; counting beyond this would be wrong. */
  max: number;
}

export interface QueryCostOptions {
  maxCost: number;
  sizeArguments: Readonly<Record<string, SizeArgument>>;
}

type Variables = Readonly<Record<string, unknown>>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
  defaults: Map<string, ValueNode>;
  options: QueryCostOptions;
}

function intOf(node: ValueNode | undefined, walk: Walk): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    const given = walk.variables[name];
    if (typeof given === "number") return given;
    if (given === undefined) return intOf(walk.defaults.get(name), walk);
  }
  return undefined;
}

/** How many items the field may answer: its count/limit, capped; 1 without one. */
function sizeOf(field: FieldNode, def: GraphQLField<unknown, unknown> | undefined, walk: Walk) {
  for (const [name, size] of Object.entries(walk.options.sizeArguments)) {
    const argDef = def?.args.find((a) => a.name === name);
    if (!argDef) continue;
    const given = intOf(field.arguments?.find((a) => a.name.value === name)?.value, walk);
    const value = given ?? (typeof argDef.defaultValue === "number" ? argDef.defaultValue : null) ??
      size.absent;
    return Math.min(Math.max(0, Math.floor(value)), size.max);
  }
  return 1;
}

function selectionCost(
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  walk: Walk,
  seen: ReadonlySet<string>,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(selection, type, walk, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value) ?? undefined
        : type;
      cost += selectionCost(selection.selectionSet, on, walk, seen);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // A cycle is a validation error already; never loop on one.
      if (!fragment || seen.has(name)) continue;
      const on = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      cost += selectionCost(fragment.selectionSet, on, walk, new Set([...seen, name]));
    }
  }
  return cost;
}

function fieldCost(
  field: FieldNode,
  parent: GraphQLNamedType | undefined,
  walk: Walk,
  seen: ReadonlySet<string>,
): number {
  if (field.name.value.startsWith("__")) return 0;
  const def = parent && (isObjectType(parent) || isInterfaceType(parent))
    ? parent.getFields()[field.name.value]
    : undefined;
  const size = sizeOf(field, def, walk);
  if (!field.selectionSet) return size; // a leaf, or a list of `size` leaves (nextDates)
  const type = def ? getNamedType(def.type) : undefined;
  return 1 + size * selectionCost(field.selectionSet, type, walk, seen);
}

/** The cost of the operation `operationName` selects; 0 when there is none to run. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: QueryCostOptions,
  variables: Variables = {},
  operationName?: string | null,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  }
  const root = schema.getRootType(operation.operation) ?? undefined;
  const walk = { schema, fragments, variables, defaults, options };
  return selectionCost(operation.selectionSet, root, walk, new Set());
}

export function costError(cost: number, maxCost: number): GraphQLError {
  return new GraphQLError(
    `Query cost ${cost} exceeds the limit of ${maxCost}: each field counts once per item ` +
      "of the lists around it (their limit) and nextDates once per date (its count); " +
      "ask for fewer rows, fewer dates or fewer aliases.",
    {
      // spec: false keeps the 400 for application/json callers (as errors.ts does).
      extensions: { code: "BAD_USER_INPUT", http: { status: 400, spec: false } },
    },
  );
}

/**
 * Refuses an over-budget operation before it runs (and before the caller's transaction
 * opens: execution never starts). It runs at execution rather than validation because
 * the cost depends on the variables, and validation results are cached per document.
 */
export function useQueryCost(options: QueryCostOptions): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = queryCost(
        args.schema,
        args.document,
        options,
        (args.variableValues ?? {}) as Variables,
        args.operationName,
      );
      if (cost > options.maxCost) {
        setResultAndStopExecution({ errors: [costError(cost, options.maxCost)] });
      }
    },
  };
}
