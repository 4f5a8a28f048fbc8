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

const SHOWN_AT_FIRST = 10;

const dateText = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function JoinButton({ event }: { event: CommunityEventView }) {
  const join = useJoinEvent();
  const full = event.attendees >= event.capacity;
  if (event.isJoined) return <button type="button" className={smallButtonClass} disabled>Joined</button>;
  return (
    <button type="button" className={smallButtonClass} disabled={full || join.isPending} onClick={() => join.mutate(event.id)}>
      {join.isPending ? 'Joining...' : full ? 'Event Full' : 'Join Event'}
    </button>
  );
}

export function CommunityEventsPage() {
  const events = useUpcomingEvents();
  const [shown, setShown] = useState(SHOWN_AT_FIRST);
  const [inviteTo, setInviteTo] = useState<{ id: string; title: string } | null>(null);
  const [hosting, setHosting] = useState(false);
  const list = events.data ?? [];

  return (
    <>
      <PageHeader title="Community Events" backTo="/" />
      <div className="flex flex-col gap-5 px-4 pb-6">
        <InvitationsList />
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h2 id="upcoming-heading" className="font-display text-xl font-bold">Upcoming Events</h2>
          {events.isPending && <p className="text-muted-foreground">Loading events...</p>}
          {events.isError && <p className="text-muted-foreground">Events could not be loaded. Please try again.</p>}
          {events.isSuccess && list.length === 0 && <p className="text-muted-foreground">No upcoming events yet. Host the first one!</p>}
          {list.slice(0, shown).map((event) => (
            <article key={event.id} className="overflow-hidden rounded-2xl border border-border bg-surface" aria-label={event.title}>
              {event.imageUrl && <img src={event.imageUrl} alt="" className="h-32 w-full object-cover" />}
              <div className="flex flex-col gap-1.5 p-4 text-sm">
                <h3 className="font-display text-lg font-bold">{event.title}</h3>
                <p className="flex items-center gap-1.5"><Calendar className="size-4" aria-hidden />{dateText(event.date)} · {event.time}</p>
                <p className="flex items-center gap-1.5"><MapPin className="size-4" aria-hidden />{event.venue}, {event.city}</p>
                <p className="flex items-center gap-1.5"><Users className="size-4" aria-hidden />{event.attendees} / {event.capacity} attending</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <JoinButton event={event} />
                  <button type="button" className={smallButtonClass} onClick={() => setInviteTo({ id: event.id, title: event.title })}>Invite a Date</button>
                  <Link href="/events-discovery" className={smallButtonClass}>Learn More</Link>
                </div>
              </div>
            </article>
          ))}
          {list.length > shown && <button type="button" className={smallButtonClass} onClick={() => setShown(shown + SHOWN_AT_FIRST)}>Show more events</button>}
        </section>
        <section aria-labelledby="host-heading" className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
          <h2 id="host-heading" className="font-display text-xl font-bold">Host Your Own Event</h2>
          <p className="text-sm text-muted-foreground">Bring the community together: a supper club, a language circle, a night out.</p>
          <button type="button" className={primaryButtonClass} onClick={() => setHosting(true)}><Plus className="size-4" aria-hidden />Create Event</button>
        </section>
      </div>
      <InviteDateDialog event={inviteTo} onClose={() => setInviteTo(null)} />
      <HostEventDialog open={hosting} onOpenChange={setHosting} />
    </>
  );
}
