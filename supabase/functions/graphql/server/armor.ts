import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError, type ValidationContext } from "graphql";

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

export function armorPlugin() {
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
