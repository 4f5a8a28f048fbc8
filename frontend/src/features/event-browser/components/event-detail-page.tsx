import type { EventDetail, EventSummary } from '@sankofa/contracts';
import { Link, useParams } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLogEvent } from '../api/get-log-event.ts';
import { AdminsOnly } from './admins-only.tsx';

/** `/admin/events/e/:eventId`: one event, its data and metadata, where it sits, what caused it and what it caused. */
export function EventDetailPage() {
  const { eventId = '' } = useParams<{ eventId: string }>();
  return (
    <AdminsOnly>
      <PageHeader title="Event" backTo={paths.admin.events.href} />
      <EventDetailView eventId={decodeURIComponent(eventId)} />
    </AdminsOnly>
  );
}

function EventDetailView({ eventId }: { eventId: string }) {
  const { data, isPending, isError, error } = useLogEvent(eventId);
  if (isPending) return <PlaceholderNote>Loading the event...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>{serverMessageOf(error) ?? 'The event could not be loaded.'}</PlaceholderNote>;
  return <EventDetailBody detail={data} />;
}

/** The log keeps the event's shape; the fields of a member who deleted her account read as erased, her key gone. */
function ErasedNote({ metadata }: { metadata: Record<string, unknown> }) {
  const erased = Array.isArray(metadata.erasedFields) ? metadata.erasedFields.filter((field): field is string => typeof field === 'string') : [];
  if (erased.length === 0) return null;
  return (
    <p role="note" className="rounded-md bg-muted px-3 py-2 text-sm">
      Erased: {erased.join(', ')}. The member these fields belonged to deleted her account, and the key that opened them is destroyed.
    </p>
  );
}

function EventDetailBody({ detail: { event, causedBy, caused } }: { detail: EventDetail }) {
  return (
    <article className="flex flex-col gap-4 px-4 pb-8" aria-label={`Event ${event.type}`}>
      <header>
        <h2 className="text-2xl font-bold">{event.type}</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Stream</dt>
          <dd className="break-all">
            <Link href={paths.admin.stream.href(event.stream)} className="font-semibold text-primary-ink underline">
              {event.stream}
            </Link>{' '}
            #{event.revision}
          </dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd>{new Date(event.occurredAt).toLocaleString()}</dd>
          <dt className="text-muted-foreground">Actor</dt>
          <dd className="break-all">
            {event.actorKind} {event.actorId}
          </dd>
          <dt className="text-muted-foreground">Correlation</dt>
          <dd className="break-all font-mono text-xs">{event.correlationId}</dd>
          <dt className="text-muted-foreground">Position</dt>
          <dd className="break-all font-mono text-xs">{event.position}</dd>
        </dl>
      </header>
      <section aria-labelledby="cause-title">
        <h3 id="cause-title" className="mb-1 font-semibold">
          Caused by
        </h3>
        {causedBy ? <EventLink event={causedBy} /> : <p className="break-all text-sm text-muted-foreground">{causeWithoutEvent(event.causationId)}</p>}
      </section>
      <section aria-labelledby="caused-title">
        <h3 id="caused-title" className="mb-1 font-semibold">
          Events it caused
        </h3>
        {caused.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label="Events it caused">
            {caused.map((one) => (
              <li key={one.eventId}>
                <EventLink event={one} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ErasedNote metadata={event.metadata} />
      <JsonBlock title="Data" value={event.data} />
      <JsonBlock title="Metadata" value={event.metadata} />
    </article>
  );
}

const causeWithoutEvent = (causationId: string | null) => (causationId ? `The command ${causationId}` : 'Nothing recorded.');

function EventLink({ event }: { event: EventSummary }) {
  return (
    <Link href={paths.admin.event.href(event.eventId)} className="text-sm font-semibold text-primary-ink underline">
      {event.type} in {event.stream}
    </Link>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 font-semibold">{title}</h3>
      <pre className="overflow-x-auto rounded-2xl border border-border bg-surface p-3 font-mono text-xs leading-relaxed">{JSON.stringify(value, null, 2)}</pre>
    </section>
  );
}
