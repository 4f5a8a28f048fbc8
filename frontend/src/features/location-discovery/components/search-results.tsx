import { MapPinOff } from 'lucide-react';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useSearchPeopleByPlace, type LocationMode } from '../api/search-people-by-place.ts';
import { PersonResultCard } from './person-result-card.tsx';
import { useTranslation } from 'react-i18next';

interface SearchResultsProps {
  mode: LocationMode;
  city: string;
  heading: string;
}

export function SearchResults({ mode, city, heading }: SearchResultsProps) {
  const { t } = useTranslation('location-discovery');
  const { data: people, isPending, error } = useSearchPeopleByPlace(mode, city);

  return (
    <section aria-labelledby={`${mode}-results`}>
      <div className="mb-3 flex items-center gap-2">
        <h2 id={`${mode}-results`} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {heading}
        </h2>
        {people && (
          <span className="shrink-0 rounded-full bg-primary/15 px-2.5 py-0.5 text-sm font-semibold text-primary-ink">{t('found', { count: people.length })}</span>
        )}
      </div>
      {isPending && (
        <p role="status" className="py-8 text-center text-muted-foreground">
          {t('searching')}
        </p>
      )}
      {error && <p className="rounded-2xl bg-kente-red/15 p-4 text-sm">{serverMessageOf(error) ?? t('searchFailed')}</p>}
      {people?.length === 0 && (
        <div className="rounded-3xl border border-border bg-surface p-6 text-center">
          <MapPinOff className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <h3 className="mt-3 font-semibold">{t('noUsers')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('noUsersText')}</p>
        </div>
      )}
      {people && people.length > 0 && (
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <li key={person.id}>
              <PersonResultCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
