/**
 * Recharts drawn with the theme's CSS variables, so the dark skin (a class on <html>)
 * recolours the charts with everything else, without re-rendering them.
 */
import type { CSSProperties } from "react";

export const CHART_COLORS = {
  notStarted: "var(--muted-foreground)",
  inProgress: "var(--primary)",
  complete: "var(--success)",
  late: "var(--destructive)",
  processes: "var(--primary)",
} as const;

export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };
export const axisLine = { stroke: "var(--border)" };
export const gridStroke = "var(--border)";

export const tooltipStyle: CSSProperties = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: "calc(var(--radius) - 2px)",
  color: "var(--popover-foreground)",
  fontSize: 12,
};
export const tooltipCursor = { fill: "var(--muted)" };

/** "24 Nov" from YYYY-MM-DD, read as a calendar day (no time zone shifts it). */
export function shortDay(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
