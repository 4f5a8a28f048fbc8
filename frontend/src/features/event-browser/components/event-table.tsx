import type { EventSummary } from '@sankofa/contracts';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths.ts';

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** Events as rows: each opens its detail, and its stream is one tap away. */
export function EventTable({ events, label }: { events: readonly EventSummary[]; label: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full text-left text-xs" aria-label={label}>
        <thead className="bg-surface-muted text-muted-foreground">
          <tr>
            <th className="px-2 py-2 font-semibold">Type</th>
            <th className="px-2 py-2 font-semibold">Stream</th>
            <th className="px-2 py-2 font-semibold">#</th>
            <th className="px-2 py-2 font-semibold">Actor</th>
            <th className="px-2 py-2 font-semibold">Time</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.position} className="border-t border-border align-top">
              <td className="px-2 py-2">
                <Link href={paths.admin.event.href(event.eventId)} className="font-semibold text-primary-ink underline-offset-2 hover:underline">
                  {event.type}
                </Link>
              </td>
              <td className="max-w-40 truncate px-2 py-2" title={event.stream}>
                <Link href={paths.admin.stream.href(event.stream)} className="hover:underline">
                  {event.stream}
                </Link>
              </td>
              <td className="px-2 py-2 tabular-nums">{event.revision}</td>
              <td className="px-2 py-2">{event.actorKind}</td>
              <td className="whitespace-nowrap px-2 py-2">
                <time dateTime={event.occurredAt}>{time(event.occurredAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
