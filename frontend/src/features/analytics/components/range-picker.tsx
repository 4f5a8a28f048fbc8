import type { DateRange } from '../date-range.ts';
import { lastDays } from '../date-range.ts';

const PRESETS = [7, 30, 90, 365] as const;

interface RangePickerProps {
  range: DateRange;
  problem: string | null;
  onChange: (range: DateRange) => void;
}

const inputClass = 'w-full rounded-xl border border-border bg-surface px-2 py-1.5 text-sm';

/** From and to (UTC days), quick presets, and whether the demo community counts. */
export function RangePicker({ range, problem, onChange }: RangePickerProps) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3">
      <legend className="sr-only">Date range</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-xs text-muted-foreground">
          From
          <input type="date" className={inputClass} value={range.from} max={range.to} onChange={(event) => onChange({ ...range, from: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted-foreground">
          To
          <input type="date" className={inputClass} value={range.to} min={range.from} onChange={(event) => onChange({ ...range, to: event.target.value })} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="rounded-full border border-border px-3 py-1 text-xs hover:bg-surface-muted"
            onClick={() => onChange({ ...lastDays(days), excludeDemo: range.excludeDemo })}
          >
            Last {days} days
          </button>
        ))}
        <label className="ml-auto flex items-center gap-1.5 text-xs">
          <input type="checkbox" checked={range.excludeDemo} onChange={(event) => onChange({ ...range, excludeDemo: event.target.checked })} />
          Exclude demo community
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-kente-red">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
