import clsx from 'clsx';
import { Bookmark, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { EVENT_CATEGORY_IDS, FEATURED_EVENTS, type EventCategoryId, type ListEventsQuery } from '@sankofa/contracts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { useBookmarkEvent } from '../api/bookmark-event.ts';
import { useBookmarkedEvents } from '../api/get-bookmarked-events.ts';
import { useCulturalEvents } from '../api/get-cultural-events.ts';
import { useEvents } from '../api/get-events.ts';
import { useMarkInterest } from '../api/mark-interest.ts';
import { EventCard, EventCardSkeleton } from './event-card.tsx';
import { EventDetailDialog } from './event-detail-dialog.tsx';
import { FiltersPanel, NO_PANEL_FILTERS, type PanelFilters } from './filters-panel.tsx';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from './event-format.ts';
import { paths } from '../../../lib/paths.ts';

const SKELETON_CARDS = 6;
const SEARCH_DELAY_MS = 300;
const CHIPS = ['all', ...EVENT_CATEGORY_IDS] as const;

/** The search text, once the member stops typing for a moment: one request per pause, not per key. */
const useSettled = (value: string) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

export function EventsDiscoveryPage() {
  const { t } = useTranslation('events');
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState<EventCategoryId | 'all'>('all');
  const [panel, setPanel] = useState<PanelFilters>(NO_PANEL_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [openEventId, setOpenEventId] = useState<string | null>(null);
  const [savedOnly, setSavedOnly] = useState(false);
  const search = useSettled(searchText.trim());
  const location = useSettled(panel.location.trim());
  const filters = useMemo<ListEventsQuery>(
    () => ({ category, search, location, dateRange: panel.dateRange, priceRange: panel.priceRange, culturalEvents: panel.culturalEvents ? 'true' : 'false' }),
    [category, search, location, panel.dateRange, panel.priceRange, panel.culturalEvents],
  );
  const filtered = useEvents(filters);
  const saved = useBookmarkedEvents(savedOnly);
  const events = savedOnly ? saved : filtered;
  const cultural = useCulturalEvents();
  const bookmark = useBookmarkEvent();
  const interest = useMarkInterest();
  const busy = bookmark.isPending || interest.isPending;
  const featured = (cultural.data ?? []).slice(0, FEATURED_EVENTS);
  const activeFilters = Number(panel.location !== '') + Number(panel.dateRange !== 'all') + Number(panel.priceRange !== 'all') + Number(panel.culturalEvents);

  const card = (event: NonNullable<typeof events.data>[number]) => (
    <EventCard key={event.id} event={event} busy={busy} onView={() => setOpenEventId(event.id)} onInterest={() => interest.mutate(event.id)} onBookmark={() => bookmark.mutate(event.id)} />
  );

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.home.href} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <div className="flex gap-2">
          <label className="relative flex-1">
            <span className="sr-only">{t('search')}</span>
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <input type="search" placeholder={t('searchPlaceholder')} value={searchText} onChange={(event) => setSearchText(event.target.value)}
              className="h-11 w-full rounded-full border border-border bg-surface pr-4 pl-9 text-sm" />
          </label>
          <button type="button" className={clsx(smallButtonClass, 'h-11', showFilters && 'border-primary text-primary')} aria-expanded={showFilters} onClick={() => setShowFilters(!showFilters)}>
            <SlidersHorizontal className="size-4" aria-hidden />{t('filters')}{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </button>
        </div>
        {showFilters && <FiltersPanel filters={panel} onChange={setPanel} />}
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label={t('categoriesLabel')}>
          {CHIPS.map((chip) => (
            <button key={chip} type="button" aria-pressed={category === chip} onClick={() => setCategory(chip)}
              className={clsx('shrink-0 rounded-full border px-3.5 py-2 text-sm font-medium', category === chip ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface')}>
              {categoryLabel(chip)}
            </button>
          ))}
          <button type="button" aria-pressed={savedOnly} onClick={() => setSavedOnly(!savedOnly)}
            className={clsx('flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium', savedOnly ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface')}>
            <Bookmark className="size-4" aria-hidden />{t('saved')}
          </button>
        </div>
        {/* While the member searches or filters, the results come first. */}
        {featured.length > 0 && !savedOnly && !search && activeFilters === 0 && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-2 font-display text-xl font-bold">{t('featured')}</h2>
            <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
              {featured.map((event) => <div key={event.id} className="w-72 shrink-0 snap-start">{card(event)}</div>)}
            </div>
          </section>
        )}
        <section aria-labelledby="upcoming-heading" aria-busy={events.isFetching}>
          <h2 id="upcoming-heading" className="mb-2 font-display text-xl font-bold">
            {savedOnly ? t('savedEvents') : t('upcoming')} {events.data && <span className="text-base font-normal text-muted-foreground">({events.data.length})</span>}
          </h2>
          {events.isPending ? (
            <div className="grid gap-3">{Array.from({ length: SKELETON_CARDS }, (_, index) => <EventCardSkeleton key={index} />)}</div>
          ) : events.isError ? (
            <p className="py-10 text-center text-muted-foreground">{t('failed')}</p>
          ) : events.data.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">{savedOnly ? t('noSaved') : t('noneFound')}</p>
          ) : (
            <div className="grid gap-3">{events.data.map(card)}</div>
          )}
        </section>
      </div>
      <EventDetailDialog eventId={openEventId} onClose={() => setOpenEventId(null)} />
    </>
  );
}
