import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { usePreferences } from '../../../lib/preferences/get-preferences.ts';
import { paths } from '../../../lib/paths.ts';
import { FiltersForm } from './filters-form.tsx';
import { useTranslation } from 'react-i18next';

export function FiltersPage() {
  const { t } = useTranslation('filters');
  const { data: preferences, isPending, isError } = usePreferences();

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      {isPending && <PlaceholderNote>{t('loading')}</PlaceholderNote>}
      {isError && <PlaceholderNote>{t('failed')}</PlaceholderNote>}
      {preferences && <FiltersForm saved={preferences} />}
    </>
  );
}
