import type { AnalyticsReport } from '@sankofa/contracts';
import { money, percent } from '../format.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The range at a glance: totals, and the average of daily active members. */
export function Totals({ report }: { report: AnalyticsReport }) {
  const { days } = report;
  const likes = sum(days.map((day) => day.likes));
  const swipes = likes + sum(days.map((day) => day.passes));
  const tiles = [
    ['Signups', sum(days.map((day) => day.signups)).toLocaleString('en-US')],
    ['Avg. daily active', days.length === 0 ? '0' : (sum(days.map((day) => day.activeMembers)) / days.length).toFixed(1)],
    ['Swipes', swipes.toLocaleString('en-US')],
    ['Like rate', percent(swipes > 0 ? likes / swipes : null)],
    ['Matches', sum(days.map((day) => day.matches)).toLocaleString('en-US')],
    ['Messages', sum(days.map((day) => day.messages)).toLocaleString('en-US')],
    ['Revenue', money(sum(days.map((day) => day.premiumRevenueCents + day.consumableRevenueCents)))],
    ['Ever premium', percent(days.at(-1)?.premiumConversion ?? null)],
  ] as const;
  return (
    <dl aria-label="Totals" className="grid grid-cols-4 gap-2">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border bg-surface p-2">
          <dt className="text-[11px] leading-tight text-muted-foreground">{label}</dt>
          <dd className="text-sm font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
