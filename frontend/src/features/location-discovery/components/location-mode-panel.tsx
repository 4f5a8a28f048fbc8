import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { LocationModeOption } from '../location-modes.ts';
import { SearchResults } from './search-results.tsx';
import { useTranslation } from 'react-i18next';

/** A city from the list, unless a custom city has been searched for: that one takes priority. */
export function LocationModePanel({ option, initialCity }: { option: LocationModeOption; initialCity: string }) {
  const { t } = useTranslation('location-discovery');
  const [selectedCity, setSelectedCity] = useState(initialCity);
  const [customText, setCustomText] = useState('');
  const [customCity, setCustomCity] = useState('');
  const city = customCity || selectedCity;
  const choices = [...new Set([...(initialCity ? [initialCity] : []), ...option.cities])].map((name) => ({ value: name, label: name }));

  const chooseCity = (name: string) => {
    setSelectedCity(name);
    setCustomCity('');
    setCustomText('');
  };

  const searchCustom = (event: FormEvent) => {
    event.preventDefault();
    setCustomCity(customText.trim());
  };

  return (
    <div className="flex flex-col gap-4">
      <SelectField label={t('city')} placeholder={t('chooseCity')} choices={choices} value={selectedCity} onChange={chooseCity} />
      <form onSubmit={searchCustom} className="flex items-end gap-2">
        <TextField
          label={t('typeCity')}
          className="flex-1"
          placeholder={t('typeCityPlaceholder')}
          value={customText}
          onChange={(event) => setCustomText(event.target.value)}
        />
        <button
          type="submit"
          disabled={!customText.trim()}
          className="inline-flex h-12 items-center gap-1.5 rounded-2xl bg-primary px-4 font-semibold text-primary-foreground disabled:opacity-50"
        >
          <Search className="size-4" aria-hidden />
          {t('search')}
        </button>
      </form>
      {city && <SearchResults mode={option.mode} city={city} heading={t(`modes.${option.mode}.heading`, { city })} />}
    </div>
  );
}
