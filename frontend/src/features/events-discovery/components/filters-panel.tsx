import { EVENT_DATE_RANGES, EVENT_PRICE_RANGES } from '@sankofa/contracts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { useTranslation } from 'react-i18next';

export interface PanelFilters {
  location: string;
  dateRange: (typeof EVENT_DATE_RANGES)[number];
  priceRange: (typeof EVENT_PRICE_RANGES)[number];
  culturalEvents: boolean;
}

export const NO_PANEL_FILTERS: PanelFilters = { location: '', dateRange: 'all', priceRange: 'all', culturalEvents: false };


interface FiltersPanelProps {
  filters: PanelFilters;
  onChange(filters: PanelFilters): void;
}

/** Location, dates, price and cultural-only: each change narrows the grid at once. */
export function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const { t } = useTranslation('events');
  return (
    <section aria-label={t('filters')} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <TextField label={t('location')} placeholder={t('locationPlaceholder')} value={filters.location} onChange={(event) => onChange({ ...filters, location: event.target.value })} />
      <SelectField label={t('date')} placeholder={t('dates.all')} value={filters.dateRange} onChange={(value) => onChange({ ...filters, dateRange: value as PanelFilters['dateRange'] })}
        choices={EVENT_DATE_RANGES.map((value) => ({ value, label: t(`dates.${value}`) }))} />
      <SelectField label={t('price')} placeholder={t('prices.all')} value={filters.priceRange} onChange={(value) => onChange({ ...filters, priceRange: value as PanelFilters['priceRange'] })}
        choices={EVENT_PRICE_RANGES.map((value) => ({ value, label: t(`prices.${value}`) }))} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={filters.culturalEvents} onChange={(event) => onChange({ ...filters, culturalEvents: event.target.checked })} />
        {t('culturalOnly')}
      </label>
      <button type="button" className={smallButtonClass} onClick={() => onChange(NO_PANEL_FILTERS)}>{t('clearFilters')}</button>
    </section>
  );
}
