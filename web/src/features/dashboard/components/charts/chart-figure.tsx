import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface DataCell {
  value: number;
  /** The list behind the number; none when no list says it (processes in no category). */
  href?: string | null;
  /** The link's name: what it opens. */
  label?: string;
}

export interface ChartData {
  /** The first column's heading (Week, Role, Category). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly { header: string; cells: readonly DataCell[] }[];
}

/**
 * A chart with its text alternative: a one-sentence summary under it (figcaption) and a
 * table of every number, each a link to its list like the bars. The table is read by
 * screen readers and shows itself when a keyboard reaches one of its links, so nobody
 * needs the mouse to open a bar's list.
 */
export function ChartFigure({
  title,
  description,
  summary,
  data,
  empty,
  children,
  className,
}: {
  title: string;
  description: string;
  summary: string;
  data: ChartData;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className={cn("min-w-0 gap-3", className)}>
      <CardHeader>
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          <figure className="m-0">
            <div className="h-64 w-full min-w-0">{children}</div>
            <figcaption className="mt-2 text-xs text-muted-foreground">{summary}</figcaption>
            <div className="sr-only focus-within:not-sr-only focus-within:mt-3 focus-within:block">
              <table className="w-full text-left text-xs">
                <caption className="sr-only">{t("dashboard.charts.dataTable", { title })}</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {data.rowHeader}
                    </th>
                    {data.columns.map((column) => (
                      <th key={column} scope="col" className="py-1 pr-2 text-right font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.header} className="border-b last:border-0">
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {row.header}
                      </th>
                      {row.cells.map((cell, i) => (
                        <td key={data.columns[i]} className="py-1 pr-2 text-right tabular-nums">
                          {cell.href ? (
                            <Link
                              to={cell.href}
                              aria-label={cell.label}
                              className="underline underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
                            >
                              {cell.value}
                            </Link>
                          ) : (
                            cell.value
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
