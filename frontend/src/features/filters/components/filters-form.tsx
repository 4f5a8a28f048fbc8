import { Save } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { ChoiceChips } from '../../../components/form/choice-chips.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import type { Preferences } from '../../../lib/preferences/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import * as options from '../filter-options.ts';
import { AgeRangeSection } from './age-range-section.tsx';
import { LocationSearchSection } from './location-search-section.tsx';
import { useTranslation } from 'react-i18next';

type ListField = { [Field in keyof Preferences]: Preferences[Field] extends string[] ? Field : never }[keyof Preferences];

const chipSections: { field: ListField; values: string[] }[] = [
  { field: 'preferredHeritages', values: options.heritages },
  { field: 'preferredEthnicGroups', values: options.ethnicGroups },
  { field: 'preferredLanguages', values: options.languages },
  { field: 'preferredDiasporaGenerations', values: options.diasporaGenerations },
  { field: 'preferredCulturalValues', values: options.culturalValues },
  { field: 'preferredReligions', values: options.religions },
  { field: 'preferredRelationshipGoals', values: options.relationshipGoals },
  { field: 'dealBreakers', values: options.dealBreakers },
];

/** Starts from the saved filters; nothing is sent until Save. */
export function FiltersForm({ saved }: { saved: Preferences }) {
  const { t } = useTranslation('filters');
  const [draft, setDraft] = useState(saved);
  const [citiesText, setCitiesText] = useState(saved.preferredCities.join(', '));
  const save = useSavePreferences();
  const isPremium = useCurrentUser().data?.isPremium ?? false;
  const change = (changes: Partial<Preferences>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = () =>
    save.mutate(
      { ...draft, preferredCities: options.citiesFrom(citiesText) },
      {
        onSuccess: () => toast({ title: t('saved'), description: t('savedDescription') }),
        onError: () => toast({ title: t('error'), description: t('saveFailed'), variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <AgeRangeSection ageMin={draft.ageMin} ageMax={draft.ageMax} onChange={change} />
      {chipSections.map(({ field, values }) => (
        <Card key={field} title={t(`sections.${field}.title`)}>
          <ChoiceChips legend={t(`sections.${field}.legend`)} choices={options.choicesOf(values)} selected={draft[field]} onChange={(selected) => change({ [field]: selected })} />
        </Card>
      ))}
      <LocationSearchSection preferences={draft} citiesText={citiesText} isPremium={isPremium} onChange={change} onCitiesTextChange={setCitiesText} />
      <div className="sticky bottom-20 z-10">
        <button type="button" className={`${primaryButtonClass} shadow-xl shadow-black/40`} disabled={save.isPending} onClick={submit}>
          <Save className="size-5" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
    </div>
  );
}
