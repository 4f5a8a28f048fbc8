import type { EventPage } from '@sankofa/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { EventTable } from './event-table.tsx';

/** A paged list of events with "Load more" while the server has a next page. */
export function EventResults({ query, label, empty }: { query: UseInfiniteQueryResult<InfiniteData<EventPage>>; label: string; empty: string }) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  if (isPending) return <PlaceholderNote>Loading events...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>{serverMessageOf(error) ?? 'The events could not be loaded.'}</PlaceholderNote>;
  const events = data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <PlaceholderNote>{empty}</PlaceholderNote>;
  return (
    <div className="flex flex-col gap-2">
      <EventTable events={events} label={label} />
      {hasNextPage && (
        <button type="button" className={smallButtonClass} disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}
