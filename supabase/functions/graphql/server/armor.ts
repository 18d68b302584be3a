import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";

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

export function armorPlugin() {
  return EnvelopArmorPlugin({
    maxDepth: { n: LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: LIMITS.maxCost, ignoreIntrospection: true, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
    maxAliases: { n: LIMITS.maxAliases },
    maxTokens: { n: LIMITS.maxTokens },
    maxDirectives: { n: LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
}
