import { Calendar, MapPin, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CommunityEventView } from '@sankofa/contracts';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useJoinEvent } from '../api/join-event.ts';
import { useUpcomingEvents } from '../api/get-upcoming-events.ts';
import { HostEventDialog } from './host-event-dialog.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteDateDialog } from './invite-date-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const SHOWN_AT_FIRST = 10;

const dateText = (date: string) => formatDate(`${date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function JoinButton({ event }: { event: CommunityEventView }) {
  const { t } = useTranslation('community-events');
  const join = useJoinEvent();
  const full = event.attendees >= event.capacity;
  if (event.isJoined) return <button type="button" className={smallButtonClass} disabled>{t('joined')}</button>;
  return (
    <button type="button" className={smallButtonClass} disabled={full || join.isPending} onClick={() => join.mutate(event.id)}>
      {join.isPending ? t('joining') : full ? t('full') : t('join')}
    </button>
  );
}

export function CommunityEventsPage({ dateSafety }: { dateSafety?: Parameters<typeof InvitationsList>[0]['dateSafety'] }) {
  const { t } = useTranslation('community-events');
  const events = useUpcomingEvents();
  const [shown, setShown] = useState(SHOWN_AT_FIRST);
  const [inviteTo, setInviteTo] = useState<{ id: string; title: string } | null>(null);
  const [hosting, setHosting] = useState(false);
  const list = events.data ?? [];

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.home.href} />
      <div className="flex flex-col gap-5 px-4 pb-6">
        <InvitationsList dateSafety={dateSafety} />
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h2 id="upcoming-heading" className="font-display text-xl font-bold">{t('upcoming')}</h2>
          {events.isPending && <p className="text-muted-foreground">{t('loading')}</p>}
          {events.isError && <p className="text-muted-foreground">{t('failed')}</p>}
          {events.isSuccess && list.length === 0 && <p className="text-muted-foreground">{t('none')}</p>}
          {list.slice(0, shown).map((event) => (
            <article key={event.id} className="overflow-hidden rounded-2xl border border-border bg-surface" aria-label={event.title}>
              {event.imageUrl && <img src={event.imageUrl} alt="" className="h-32 w-full object-cover" />}
              <div className="flex flex-col gap-1.5 p-4 text-sm">
                <h3 className="font-display text-lg font-bold">{event.title}</h3>
                <p className="flex items-center gap-1.5"><Calendar className="size-4" aria-hidden />{dateText(event.date)} · {event.time}</p>
                <p className="flex items-center gap-1.5"><MapPin className="size-4" aria-hidden />{event.venue}, {event.city}</p>
                <p className="flex items-center gap-1.5"><Users className="size-4" aria-hidden />{t('attending', { count: event.attendees, capacity: event.capacity })}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <JoinButton event={event} />
                  <button type="button" className={smallButtonClass} onClick={() => setInviteTo({ id: event.id, title: event.title })}>{t('inviteDate')}</button>
                  <Link href={paths.eventsDiscovery.href} className={smallButtonClass}>{t('learnMore')}</Link>
                </div>
              </div>
            </article>
          ))}
          {list.length > shown && <button type="button" className={smallButtonClass} onClick={() => setShown(shown + SHOWN_AT_FIRST)}>{t('showMore')}</button>}
        </section>
        <section aria-labelledby="host-heading" className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
          <h2 id="host-heading" className="font-display text-xl font-bold">{t('host.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('host.text')}</p>
          <button type="button" className={primaryButtonClass} onClick={() => setHosting(true)}><Plus className="size-4" aria-hidden />{t('host.create')}</button>
        </section>
      </div>
      <InviteDateDialog event={inviteTo} onClose={() => setInviteTo(null)} />
      <HostEventDialog open={hosting} onOpenChange={setHosting} />
    </>
  );
}
