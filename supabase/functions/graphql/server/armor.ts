import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LIST_LIMIT } from "../../_shared/commands/paging-args.ts";
import { MAX_NEXT_DATES } from "../../_shared/commands/processes/read-processes.ts";
import { useQueryCost } from "./query-cost.ts";

/**
 * Limits on what one document may ask for, checked before anything runs. The web
 * app's deepest query is about 5 levels and its largest a few hundred tokens.
 */
export const LIMITS = {
  maxDepth: 12,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  /**
   * query-cost.ts: fields × the rows and dates their lists may answer. The web app's
   * largest document, the full processes list (limit 1000), costs about 37,000;
   * nextDates(count: 366) over 1000 processes costs 367,000.
   */
  maxQueryCost: 100_000,
} as const;

/** The arguments that size a list: rows of a page, dates of nextDates. */
export const SIZE_ARGUMENTS = {
  limit: { absent: LIST_LIMIT, max: LIST_LIMIT },
  count: { absent: 10, max: MAX_NEXT_DATES },
} as const;

/**
 * Validation-time limits report their error beside the others instead of throwing,
 * so a 50-level query says "depth limit" rather than only the first rule that fired.
 */
const report = {
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, error: GraphQLError) => {
    ctx?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, "")),
    );
  }],
};

/** The document limits: graphql-armor's, then the query cost (which needs the variables). */
export function armorPlugin(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      // graphql-armor types its plugin for envelop's bare context; yoga's is a superset.
      addPlugin(armor() as Plugin);
      addPlugin(useQueryCost({ maxCost: LIMITS.maxQueryCost, sizeArguments: SIZE_ARGUMENTS }));
    },
  };
}

function armor() {
  return EnvelopArmorPlugin({
    maxDepth: {
      n: LIMITS.maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...report,
    },
    costLimit: {
      maxCost: LIMITS.maxCost,
      ignoreIntrospection: true,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ...report,
    },
    maxAliases: { n: LIMITS.maxAliases, ...report },
    maxTokens: { n: LIMITS.maxTokens },
    maxDirectives: { n: LIMITS.maxDirectives, ...report },
    blockFieldSuggestion: { enabled: true },
  });
}
