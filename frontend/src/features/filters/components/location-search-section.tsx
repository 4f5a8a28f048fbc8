import * as Slider from '@radix-ui/react-slider';
import { Card } from '../../../components/card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { Preferences } from '../../../lib/preferences/get-preferences.ts';
import { InternationalMatching } from './international-matching.tsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

type LocationToggle = 'searchInCurrentCity' | 'searchInHomeCountry' | 'searchInDiasporaHubs';

const toggles: { field: LocationToggle }[] = [
  { field: 'searchInCurrentCity' },
  { field: 'searchInHomeCountry' },
  { field: 'searchInDiasporaHubs' },
];

interface LocationSearchSectionProps {
  preferences: Preferences;
  citiesText: string;
  isPremium: boolean;
  onChange(changes: Partial<Preferences>): void;
  onCitiesTextChange(text: string): void;
}

export function LocationSearchSection({ preferences, citiesText, isPremium, onChange, onCitiesTextChange }: LocationSearchSectionProps) {
  const { t } = useTranslation('filters');
  return (
    <Card title={t('location.title')}>
      <div className="flex flex-col gap-3">
        {toggles.map(({ field }) => (
          <label key={field} className="flex items-center gap-3 text-base">
            <input
              type="checkbox"
              checked={preferences[field]}
              onChange={(event) => onChange({ [field]: event.target.checked })}
              className="size-5 accent-(--primary)"
            />
            {t(`location.${field}`)}
          </label>
        ))}
        <div className="mt-1">
          <p id="max-distance" className="mb-2 flex justify-between text-sm font-medium">
            {t('location.maxDistance')} <span className="text-muted-foreground">{formatNumber(preferences.maxDistance)} km</span>
          </p>
          <Slider.Root
            aria-labelledby="max-distance"
            min={5}
            max={500}
            step={5}
            value={[preferences.maxDistance]}
            onValueChange={([maxDistance]) => onChange({ maxDistance })}
            className="relative flex h-6 touch-none items-center select-none"
          >
            <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-surface-muted">
              <Slider.Range className="absolute h-full rounded-full bg-primary" />
            </Slider.Track>
            <Slider.Thumb aria-label={t('location.maxDistance')} className="block size-6 rounded-full border-2 border-primary bg-background shadow" />
          </Slider.Root>
        </div>
        <InternationalMatching isPremium={isPremium} checked={preferences.internationalMatching} onChange={(internationalMatching) => onChange({ internationalMatching })} />
        <TextField
          label={t('location.cities')}
          placeholder={t('location.citiesPlaceholder')}
          value={citiesText}
          onChange={(event) => onCitiesTextChange(event.target.value)}
        />
      </div>
    </Card>
  );
}
