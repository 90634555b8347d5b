import { formatNumber } from "~/lib/format";

export type BarDatum = { label: string; value: number };

/** How a value is written beside its bar and in the table: a count by default, or e.g. ₦. */
export type BarValueFormat = (value: number) => string;

const ROW = 44;
const BAR = 16;

/**
 * A horizontal bar chart drawn as SVG on the server: no chart library, no JavaScript. Widths are
 * percentages of the SVG's own width and the text keeps its real size, so it reads the same at
 * 360 px and on a desktop. Screen readers get the summary in aria-label; the table next to it
 * (BarChartTable) is the full text alternative.
 */
export function BarChart({
  data,
  summary,
  format = formatNumber,
}: {
  data: readonly BarDatum[];
  /** A sentence describing what the chart shows, e.g. "Enrolments per week: 40 in 12 weeks". */
  summary: string;
  format?: BarValueFormat;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const height = data.length * ROW + 4;
  return (
    <svg
      role="img"
      aria-label={summary}
      width="100%"
      height={height}
      className="block overflow-visible text-ink"
    >
      {data.map((d, i) => {
        const y = i * ROW;
        // The longest bar leaves room for its value on its right.
        const pct = (d.value / max) * 80;
        return (
          <g key={d.label}>
            <text x="0" y={y + 13} className="fill-ink-muted text-[13px]">
              {d.label}
            </text>
            <rect
              x="0"
              y={y + 20}
              width="80%"
              height={BAR}
              rx="4"
              className="fill-surface-sunken"
            />
            {d.value > 0 ? (
              <rect
                x="0"
                y={y + 20}
                width={`${pct}%`}
                height={BAR}
                rx="4"
                className="fill-brand-600"
              />
            ) : null}
            <text
              x={`${pct}%`}
              dx={d.value > 0 ? 6 : 2}
              y={y + 33}
              className="fill-ink text-[13px] font-semibold"
            >
              {format(d.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's data as a table: the text alternative shown beside or below it. */
export function BarChartTable({
  caption,
  labelHeader,
  valueHeader,
  data,
  format = formatNumber,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  data: readonly BarDatum[];
  format?: BarValueFormat;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-ink-muted">
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            {labelHeader}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.label} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
              {d.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{format(d.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
