import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { usePreferences } from '../../../lib/preferences/get-preferences.ts';
import { FiltersForm } from './filters-form.tsx';

export function FiltersPage() {
  const { data: preferences, isPending, isError } = usePreferences();

  return (
    <>
      <PageHeader title="Cultural Compatibility" backTo="/profile" />
      {isPending && <PlaceholderNote>Loading your filters...</PlaceholderNote>}
      {isError && <PlaceholderNote>Your filters could not be loaded. Please try again.</PlaceholderNote>}
      {preferences && <FiltersForm saved={preferences} />}
    </>
  );
}
