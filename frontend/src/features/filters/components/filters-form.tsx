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

type ListField = { [Field in keyof Preferences]: Preferences[Field] extends string[] ? Field : never }[keyof Preferences];

const chipSections: { field: ListField; title: string; legend: string; values: string[] }[] = [
  { field: 'preferredHeritages', title: 'African Heritage', legend: 'Heritages you would love to meet', values: options.heritages },
  { field: 'preferredEthnicGroups', title: 'Ethnic Groups', legend: 'Ethnic groups you are drawn to', values: options.ethnicGroups },
  { field: 'preferredLanguages', title: 'Languages', legend: 'Languages you would like to share', values: options.languages },
  { field: 'preferredDiasporaGenerations', title: 'Diaspora Generation', legend: 'Generations of the diaspora', values: options.diasporaGenerations },
  { field: 'preferredCulturalValues', title: 'Cultural Values', legend: 'Values that matter to you', values: options.culturalValues },
  { field: 'preferredReligions', title: 'Religion & Spirituality', legend: 'Faiths and beliefs', values: options.religions },
  { field: 'preferredRelationshipGoals', title: 'Relationship Goals', legend: 'What you are looking for', values: options.relationshipGoals },
  { field: 'dealBreakers', title: 'Deal Breakers', legend: 'Select values that are incompatible with you', values: options.dealBreakers },
];

/** Starts from the saved filters; nothing is sent until Save. */
export function FiltersForm({ saved }: { saved: Preferences }) {
  const [draft, setDraft] = useState(saved);
  const [citiesText, setCitiesText] = useState(saved.preferredCities.join(', '));
  const save = useSavePreferences();
  const isPremium = useCurrentUser().data?.isPremium ?? false;
  const change = (changes: Partial<Preferences>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = () =>
    save.mutate(
      { ...draft, preferredCities: options.citiesFrom(citiesText) },
      {
        onSuccess: () => toast({ title: 'Preferences Saved', description: 'Your cultural compatibility filters have been updated!' }),
        onError: () => toast({ title: 'Error', description: 'Failed to save preferences. Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-col gap-4 px-4 pb-4">
      <AgeRangeSection ageMin={draft.ageMin} ageMax={draft.ageMax} onChange={change} />
      {chipSections.map(({ field, title, legend, values }) => (
        <Card key={field} title={title}>
          <ChoiceChips legend={legend} choices={options.choicesOf(values)} selected={draft[field]} onChange={(selected) => change({ [field]: selected })} />
        </Card>
      ))}
      <LocationSearchSection preferences={draft} citiesText={citiesText} isPremium={isPremium} onChange={change} onCitiesTextChange={setCitiesText} />
      <div className="sticky bottom-20 z-10">
        <button type="button" className={`${primaryButtonClass} shadow-xl shadow-black/40`} disabled={save.isPending} onClick={submit}>
          <Save className="size-5" aria-hidden />
          {save.isPending ? 'Saving...' : 'Save Cultural Filters'}
        </button>
      </div>
    </div>
  );
}
