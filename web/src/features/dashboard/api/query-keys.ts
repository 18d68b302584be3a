/** The dashboards' statistics (spec §4: fetched once per visit, refreshed after a write). */
export const statisticsKeys = {
  all: ["statistics"] as const,
  organization: () => [...statisticsKeys.all, "organization"] as const,
  personal: () => [...statisticsKeys.all, "personal"] as const,
};
