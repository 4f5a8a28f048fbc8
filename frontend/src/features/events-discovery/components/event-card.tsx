import clsx from 'clsx';
import { Bookmark, Calendar, Heart, MapPin, Users } from 'lucide-react';
import { TAGS_PER_CARD, type CommunityEventView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { CATEGORY_ICONS, categoryLabel, eventDateText, isCulturalEvent } from './event-format.ts';
import { useTranslation } from 'react-i18next';

interface EventCardProps {
  event: CommunityEventView;
  onView(): void;
  onInterest(): void;
  onBookmark(): void;
  busy: boolean;
}

/** A card of the grid: everything the spec lists, up to 3 tags then '+N', and the three actions. */
export function EventCard({ event, onView, onInterest, onBookmark, busy }: EventCardProps) {
  const { t } = useTranslation('events');
  const Icon = CATEGORY_ICONS[event.category];
  const extraTags = event.tags.length - TAGS_PER_CARD;
  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-surface" aria-label={event.title}>
      <div className="relative flex h-28 items-center justify-center bg-gradient-to-br from-primary/30 via-surface-muted to-kente-green/20">
        {event.imageUrl ? <img src={event.imageUrl} alt="" className="size-full object-cover" /> : <Icon className="size-12 text-primary" aria-hidden />}
        <span className="absolute top-2 left-2 rounded-full bg-background/80 px-2.5 py-1 text-xs font-semibold">{categoryLabel(event.category)}</span>
        {isCulturalEvent(event) && <span className="absolute top-2 right-2 rounded-full bg-kente-green-solid px-2.5 py-1 text-xs font-bold text-white">{t('cultural')}</span>}
        {event.matchesAttending > 0 && (
          <span className="absolute bottom-2 left-2 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground">
            {t('matchesAttending', { count: event.matchesAttending })}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 p-4">
        <h3 className="font-display text-lg leading-tight font-bold">{event.title}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p>
        <p className="flex items-center gap-1.5 text-sm"><Calendar className="size-4" aria-hidden />{eventDateText(event.date)} · {event.time}</p>
        <p className="flex items-center gap-1.5 text-sm"><MapPin className="size-4" aria-hidden />{event.venue}, {event.city}</p>
        <div className="flex items-center justify-between text-sm">
          <span className="flex items-center gap-1.5"><Users className="size-4" aria-hidden />{t('attending', { count: event.attendees })}</span>
          <span className="font-semibold">{event.price}</span>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tags')}>
          {event.tags.slice(0, TAGS_PER_CARD).map((tag) => <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs">{tag}</li>)}
          {extraTags > 0 && <li className="rounded-full bg-surface-muted px-2 py-0.5 text-xs">+{extraTags}</li>}
        </ul>
        <div className="mt-1 flex gap-2">
          <button type="button" className={clsx(smallButtonClass, 'flex-1', event.isInterested && 'border-primary text-primary')} aria-pressed={event.isInterested} disabled={busy} onClick={onInterest}>
            <Heart className={clsx('size-4', event.isInterested && 'fill-current')} aria-hidden />{t('interested')}
          </button>
          <button type="button" className={clsx(smallButtonClass, event.isBookmarked && 'border-primary text-primary')} aria-pressed={event.isBookmarked} aria-label={t('bookmark')} disabled={busy} onClick={onBookmark}>
            <Bookmark className={clsx('size-4', event.isBookmarked && 'fill-current')} aria-hidden />
          </button>
          <button type="button" className={smallButtonClass} onClick={onView}>{t('view')}</button>
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-2xl border border-border bg-surface" data-testid="event-skeleton" aria-hidden>
      <div className="h-28 bg-surface-muted" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-5 w-3/4 rounded bg-surface-muted" />
        <div className="h-4 w-full rounded bg-surface-muted" />
        <div className="h-4 w-1/2 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
