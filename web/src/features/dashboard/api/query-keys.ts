/** The dashboards' statistics (fetched once per visit, refreshed after a write). */
export const statisticsKeys = {
  all: ["statistics"] as const,
  organization: () => [...statisticsKeys.all, "organization"] as const,
  personal: () => [...statisticsKeys.all, "personal"] as const,
};
