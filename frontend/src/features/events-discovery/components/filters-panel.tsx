import { EVENT_DATE_RANGES, EVENT_PRICE_RANGES } from '@sankofa/contracts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';

export interface PanelFilters {
  location: string;
  dateRange: (typeof EVENT_DATE_RANGES)[number];
  priceRange: (typeof EVENT_PRICE_RANGES)[number];
  culturalEvents: boolean;
}

export const NO_PANEL_FILTERS: PanelFilters = { location: '', dateRange: 'all', priceRange: 'all', culturalEvents: false };

const DATE_LABELS: Record<PanelFilters['dateRange'], string> = { all: 'Any date', today: 'Today', week: 'Next 7 days', month: 'Next 30 days', quarter: 'Next 3 months' };
const PRICE_LABELS: Record<PanelFilters['priceRange'], string> = { all: 'Any price', free: 'Free', 'under-25': 'Under 25', '25-50': '25 to 50', 'over-50': 'Over 50' };

interface FiltersPanelProps {
  filters: PanelFilters;
  onChange(filters: PanelFilters): void;
}

/** Location, dates, price and cultural-only: each change narrows the grid at once. */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  return (
    <section aria-label="Filters" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <TextField label="Location" placeholder="City or country" value={filters.location} onChange={(event) => onChange({ ...filters, location: event.target.value })} />
      <SelectField label="Date" placeholder="Any date" value={filters.dateRange} onChange={(value) => onChange({ ...filters, dateRange: value as PanelFilters['dateRange'] })}
        choices={EVENT_DATE_RANGES.map((value) => ({ value, label: DATE_LABELS[value] }))} />
      <SelectField label="Price" placeholder="Any price" value={filters.priceRange} onChange={(value) => onChange({ ...filters, priceRange: value as PanelFilters['priceRange'] })}
        choices={EVENT_PRICE_RANGES.map((value) => ({ value, label: PRICE_LABELS[value] }))} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={filters.culturalEvents} onChange={(event) => onChange({ ...filters, culturalEvents: event.target.checked })} />
        Cultural events only
      </label>
      <button type="button" className={smallButtonClass} onClick={() => onChange(NO_PANEL_FILTERS)}>Clear filters</button>
    </section>
  );
}
