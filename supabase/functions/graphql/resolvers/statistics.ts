/** Dashboards (schema/statistics.ts): filled in by issue 9's statistics work. */
export const statisticsResolvers = {
  Query: {},
};
