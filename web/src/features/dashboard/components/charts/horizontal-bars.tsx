import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { axisLine, axisTick, gridStroke, tooltipCursor, tooltipStyle } from "./chart-theme";

/**
 * One bar per row, counts along the x axis, the row's short label on the y axis; a bar
 * opens the list it counts. The late-by-role and by-category charts differ only in data.
 */
export function HorizontalBars<Row extends { count: number }>({
  rows,
  title,
  series,
  fill,
  labelKey,
  tooltipLabel,
  hrefOf,
}: {
  rows: readonly Row[];
  title: string;
  series: string;
  fill: string;
  labelKey: keyof Row & string;
  /** The tooltip's heading for a bar's label (the label itself when absent). */
  tooltipLabel?: (label: string) => string;
  hrefOf: (row: Row) => string;
}) {
  const navigate = useNavigate();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows as Row[]}
        layout="vertical"
        title={title}
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={gridStroke} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={axisTick}
          axisLine={axisLine}
          tickLine={false}
        />
        <YAxis
          type="category"
          dataKey={labelKey as string}
          width={88}
          tick={axisTick}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          cursor={tooltipCursor}
          contentStyle={tooltipStyle}
          {...(tooltipLabel ? { labelFormatter: (label) => tooltipLabel(String(label)) } : {})}
        />
        <Bar
          dataKey="count"
          name={series}
          fill={fill}
          radius={[0, 4, 4, 0]}
          cursor="pointer"
          maxBarSize={24}
          onClick={(_, index) => {
            const row = rows[index];
            if (row) navigate(hrefOf(row));
          }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
