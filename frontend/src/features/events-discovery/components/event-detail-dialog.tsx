import * as Dialog from '@radix-ui/react-dialog';
import { Calendar, ExternalLink, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useEvent } from '../api/get-event.ts';
import { useMarkInterest } from '../api/mark-interest.ts';
import { useMeetupMatches, useSuggestMeetup } from '../api/suggest-meetup.ts';
import { categoryLabel, eventDateText, isCulturalEvent } from './event-format.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface EventDetailDialogProps {
  eventId: string | null;
  onClose(): void;
}

/** The whole event: organiser, age group, how many of the reader's matches are interested, all tags, its page, and a meetup to suggest. */
export function EventDetailDialog({ eventId, onClose }: EventDetailDialogProps) {
  const { t } = useTranslation('events');
  const { data: event } = useEvent(eventId);
  const interest = useMarkInterest();
  const suggest = useSuggestMeetup();
  const matches = useMeetupMatches(eventId !== null);
  const [matchId, setMatchId] = useState('');

  return (
    <Dialog.Root open={eventId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] max-w-md flex-col gap-3 overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{event?.title ?? t('loading')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{event ? `${categoryLabel(event.category)}${isCulturalEvent(event) ? ` · ${t('cultural')}` : ''}` : ''}</Dialog.Description>
          {event && (
            <>
              <p className="text-sm">{event.description}</p>
              <p className="flex items-center gap-1.5 text-sm"><Calendar className="size-4" aria-hidden />{eventDateText(event.date)} · {event.time}</p>
              <p className="flex items-center gap-1.5 text-sm"><MapPin className="size-4" aria-hidden />{event.venue}, {event.address ? `${event.address}, ` : ''}{event.city}, {event.country}</p>
              <p className="flex items-center gap-1.5 text-sm"><Users className="size-4" aria-hidden />{t('attendingOf', { count: event.attendees, capacity: event.capacity })} · {event.price}</p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div><dt className="text-muted-foreground">{t('organizer')}</dt><dd className="font-medium">{event.organizer}</dd></div>
                <div><dt className="text-muted-foreground">{t('ageGroup')}</dt><dd className="font-medium">{event.ageGroup}</dd></div>
              </dl>
              <p className="rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium">{t('matchesInterested', { count: event.matchesAttending })}</p>
              <ul className="flex flex-wrap gap-1.5" aria-label={t('allTags')}>
                {event.tags.map((tag) => <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs">{tag}</li>)}
              </ul>
              {event.website && (
                <a href={event.website} target="_blank" rel="noopener noreferrer" className={smallButtonClass}><ExternalLink className="size-4" aria-hidden />{t('eventPage')}</a>
              )}
              <button type="button" className={primaryButtonClass} disabled={interest.isPending} onClick={() => interest.mutate(event.id)}>
                {event.isInterested ? t('youreInterested') : t('imInterested')}
              </button>
              {(matches.data?.length ?? 0) > 0 && (
                <div className="flex flex-col gap-2 border-t border-border pt-3">
                  <SelectField label={t('suggestTo')} placeholder={t('selectMatch')} value={matchId} onChange={setMatchId}
                    choices={(matches.data ?? []).map((match) => ({ value: match.id, label: match.user.name }))} />
                  <button type="button" className={secondaryButtonClass} disabled={!matchId || suggest.isPending} onClick={() => suggest.mutate({ eventId: event.id, matchId })}>
                    {suggest.isPending ? t('suggesting') : t('suggest')}
                  </button>
                </div>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
