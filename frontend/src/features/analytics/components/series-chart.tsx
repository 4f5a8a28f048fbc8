import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDay } from '@sankofa/contracts';
import { percent, shortDay } from '../format.ts';

type NumericKey = { [Key in keyof AnalyticsDay]: AnalyticsDay[Key] extends number | null ? Key : never }[keyof AnalyticsDay];

export interface Series {
  key: NumericKey;
  name: string;
  color: string;
  /** Bars are counts on the left axis; a rate is a line on the right axis, as a percentage. */
  kind: 'bar' | 'line' | 'rate';
}

interface SeriesChartProps {
  title: string;
  days: AnalyticsDay[];
  series: Series[];
  /** Bars of one chart stack (likes and passes make the day's swipes). */
  stacked?: boolean;
  formatValue?: (value: number) => string;
}

const axisTick = { fontSize: 11, fill: 'var(--muted-foreground)' };

/** One dashboard chart over the range's days: counts as bars or lines, rates on their own axis. */
export function SeriesChart({ title, days, series, stacked = false, formatValue = (value) => value.toLocaleString('en-US') }: SeriesChartProps) {
  const hasRate = series.some((one) => one.kind === 'rate');
  const label = (value: unknown, name: unknown) => {
    const rate = series.find((one) => one.name === name)?.kind === 'rate';
    return [rate ? percent(value as number | null) : formatValue(Number(value)), String(name)] as [string, string];
  };
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-3">
      <h2 className="mb-2 text-sm font-semibold">{title}</h2>
      <div className="h-52 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={days} margin={{ top: 4, right: hasRate ? 0 : 8, bottom: 0, left: -12 }}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} minTickGap={16} />
            <YAxis yAxisId="count" allowDecimals={false} tick={axisTick} tickFormatter={(value: number) => formatValue(value)} width={52} />
            {hasRate && <YAxis yAxisId="rate" orientation="right" domain={[0, 1]} tick={axisTick} tickFormatter={(value: number) => percent(value)} width={40} />}
            <Tooltip formatter={label} labelFormatter={(day) => shortDay(String(day))} contentStyle={{ background: 'var(--surface)', borderColor: 'var(--border)', fontSize: 12 }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((one) =>
              one.kind === 'bar' ? (
                <Bar key={one.key} dataKey={one.key} name={one.name} fill={one.color} yAxisId="count" stackId={stacked ? 'stack' : undefined} isAnimationActive={false} />
              ) : (
                <Line
                  key={one.key}
                  dataKey={one.key}
                  name={one.name}
                  stroke={one.color}
                  yAxisId={one.kind === 'rate' ? 'rate' : 'count'}
                  dot={days.length <= 31}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
