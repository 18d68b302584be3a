import { CircleCheck, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface StatRowProps {
  label: string;
  count: number;
  href: string;
  /** The list the link opens, in words ("the process list"). */
  list: string;
  /**
   * A gap in the catalogue (no docs, no role…): a warning icon above zero, a success
   * icon at zero (docs/dashboards.md#organisation-dashboard). Other rows carry their own icon.
   */
  gap?: boolean;
  icon?: LucideIcon;
}

/**
 * One number of a card: the whole row is the link to the list it counts, named by what it
 * shows, then what it opens ("No docs 3, needs attention, opens the process list"): the
 * visible text leads, so speech input finds it (label in name).
 */
export function StatRow({ label, count, href, list, gap = false, icon: Icon }: StatRowProps) {
  const { t } = useTranslation();
  const warning = gap && count > 0;
  const key = !gap ? "dashboard.link" : warning ? "dashboard.linkWarning" : "dashboard.linkClear";
  const shown = count.toLocaleString("en");
  const StateIcon = gap ? (warning ? TriangleAlert : CircleCheck) : Icon;
  return (
    <li>
      <Link
        to={href}
        aria-label={t(key, { text: `${label} ${shown}`, list })}
        className="-mx-2 flex min-h-10 items-center gap-3 rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {StateIcon ? (
          <StateIcon
            aria-hidden
            data-state={gap ? (warning ? "warning" : "clear") : undefined}
            className={cn(
              "size-4 shrink-0",
              gap ? (warning ? "text-warning" : "text-success") : "text-muted-foreground",
            )}
          />
        ) : null}
        {/* The space keeps "Total 14" one phrase for the name checks (label in name). */}
        <span className="min-w-0 flex-1">{label} </span>
        <span className="font-semibold tabular-nums">{shown}</span>
      </Link>
    </li>
  );
}

/** A dashboard card: a heading, then its rows (or anything else, the tasks card's headline). */
export function StatCard({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("gap-3", className)}>
      <CardHeader className="flex-row items-center gap-2">
        <span className="grid size-8 place-content-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden className="size-4" />
        </span>
        {/* h2: the cards sit under the page's h1 (CardTitle is an h3). */}
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function StatList({ children }: { children: ReactNode }) {
  return <ul className="grid">{children}</ul>;
}
