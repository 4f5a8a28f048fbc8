import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useSearchEvents, type EventSearch } from '../api/search-events.ts';
import { AdminsOnly } from './admins-only.tsx';
import { EventCategories } from './event-categories.tsx';
import { EventResults } from './event-results.tsx';
import { EMPTY_SEARCH, EventSearchForm } from './event-search-form.tsx';
import { LiveTailPanel } from './live-tail-panel.tsx';
import { paths } from '../../../lib/paths.ts';

/** `/admin/events`: the whole log, by category, by search, and live. */
export function EventBrowserPage() {
  return (
    <AdminsOnly>
      <PageHeader title="Event Browser" backTo={paths.admin.home.href} />
      <EventBrowser />
    </AdminsOnly>
  );
}

function EventBrowser() {
  const [search, setSearch] = useState<EventSearch>(EMPTY_SEARCH);
  const results = useSearchEvents(search);
  return (
    <div className="flex flex-col gap-5 px-4 pb-8">
      <EventCategories onChoose={(category) => setSearch({ ...EMPTY_SEARCH, stream: `${category}-` })} />
      {/* Keyed by the search, so choosing a category shows it in the form too. */}
      <EventSearchForm key={JSON.stringify(search)} initial={search} onSearch={setSearch} />
      <section aria-labelledby="results-title" className="flex flex-col gap-2">
        <h2 id="results-title" className="text-lg font-semibold">
          Events, newest first
        </h2>
        <EventResults query={results} label="Search results" empty="No events match this search." />
      </section>
      <LiveTailPanel />
    </div>
  );
}
