import { useId } from "react";
import { Link } from "react-router";
import { LoadFailure, Loading } from "@/components/load-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type Holding, type HoldingsOf, useHoldings } from "./holdings-query";

/**
 * Who held a role and when, for a person (their roles) or a role (its people): current
 * holdings first, then the ended ones, latest first. `section` sets it as one more section
 * of a sheet (the role's details) instead of a card of a page; `linkPeople` false leaves
 * people's names unlinked for a viewer who may not open a person.
 */
export function HoldingsCard({
  of,
  variant = "card",
  linkPeople = true,
}: {
  of: HoldingsOf;
  variant?: "card" | "section";
  linkPeople?: boolean;
}) {
  const holdings = useHoldings(of);
  const byPerson = "personId" in of;
  const titleId = useId();
  const title = byPerson ? "Role history" : "Held by, over time";
  const body = holdings.isPending ? (
    <Loading label="Loading the role history" />
  ) : holdings.isError ? (
    <LoadFailure
      title="The role history could not be loaded"
      error={holdings.error}
      onRetry={() => void holdings.refetch()}
    />
  ) : holdings.data.length === 0 ? (
    <p className="text-sm text-muted-foreground">
      {byPerson ? "No role held yet" : "No one has held this role yet"}
    </p>
  ) : (
    <ul className="grid gap-1.5">
      {holdings.data.map((h) => (
        <li
          key={`${h.roleId}-${h.personId}-${h.from ?? ""}-${h.until ?? ""}`}
          className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm"
        >
          {byPerson ? (
            <Link
              to={`/roles?q=${encodeURIComponent(h.roleHandle)}`}
              className="flex min-w-0 items-center gap-2 font-medium text-primary hover:underline"
            >
              <Badge variant="secondary">{h.roleHandle}</Badge>
              <span className="truncate">{h.roleName}</span>
            </Link>
          ) : linkPeople ? (
            <Link
              to={`/people/${h.personId}`}
              className="truncate font-medium text-primary hover:underline"
            >
              {h.personName}
            </Link>
          ) : (
            <span className="truncate font-medium">{h.personName}</span>
          )}
          <span className="ml-auto text-muted-foreground tabular-nums">{heldWhen(h)}</span>
        </li>
      ))}
    </ul>
  );
  if (variant === "section") {
    return (
      <section aria-labelledby={titleId} className="grid gap-2">
        <h3
          id={titleId}
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {title}
        </h3>
        {body}
      </section>
    );
  }
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-3">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** "since 2026-11-03", "2026-01-01 – 2026-11-07", "from the start" (dates as the task lists write them). */
export function heldWhen(h: Pick<Holding, "from" | "until">): string {
  if (!h.until) return h.from ? `since ${h.from}` : "from the start";
  return `${h.from ?? "from the start"} – ${h.until}`;
}
