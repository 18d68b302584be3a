import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";

import { ReminderRunsCard } from "@/features/settings/components/reminder-runs-card";
import { graphqlRequest } from "@/lib/graphql-client";
import { standIn } from "@/test/module-mocks";

const graphql = vi.fn();
standIn(graphqlRequest, (...args) => graphql(...args));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReminderRunsCard />
    </QueryClientProvider>,
  );
}

describe("ReminderRunsCard", () => {
  beforeEach(() => graphql.mockReset());

  it("lists the last runs with their counts and each failure's reason", async () => {
    graphql.mockResolvedValue({
      reminderRuns: [
        {
          id: 2,
          channel: "email",
          period: "2026-W48",
          startedAt: "2026-11-23T07:00:00.000Z",
          finishedAt: null,
          enqueued: 3,
          sent: 1,
          skipped: 1,
          failed: 1,
          failures: [{ personId: 7, personName: "Ann Smith", reason: "connection refused" }],
        },
        {
          id: 1,
          channel: "email",
          period: "2026-W47",
          startedAt: "2026-11-16T07:00:00.000Z",
          finishedAt: "2026-11-16T07:01:00.000Z",
          enqueued: 2,
          sent: 2,
          skipped: 0,
          failed: 0,
          failures: [],
        },
      ],
    });
    renderCard();
    expect(await screen.findByText("Weekly email, 2026-W48")).toBeTruthy();
    expect(screen.getByText("Weekly email, 2026-W47")).toBeTruthy();
    expect(screen.getByText("3 queued · 1 sent · 1 with nothing due · 1 failed")).toBeTruthy();
    expect(screen.getByText("Ann Smith: connection refused")).toBeTruthy();
    expect(screen.getAllByText(/in progress/)).toHaveLength(1);
    expect(graphql.mock.calls[0][1]).toEqual({ limit: 10 });
  });

  it("says when nothing has run yet", async () => {
    graphql.mockResolvedValue({ reminderRuns: [] });
    renderCard();
    expect(await screen.findByText("No reminders have been sent yet.")).toBeTruthy();
  });
});
