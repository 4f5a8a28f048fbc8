import { smallButtonClass } from '../../../components/button-classes.ts';
import { primarySmallButtonClass } from './button-styles.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeVirtualDate, type VirtualDate } from '../api/virtual-dates.ts';
import { DATE_TYPE_ICONS, DATE_TYPE_LABELS } from '../date-types.ts';
import { formatDateTime } from './date-time.ts';

/** Decline sends `cancelled`, as the spec's client does: from the invited member it is recorded as a decline. */
export function InvitationCard({ date }: { date: VirtualDate }) {
  const change = useChangeVirtualDate();
  const Icon = DATE_TYPE_ICONS[date.dateType];
  const answer = (status: 'accepted' | 'cancelled') =>
    change.mutate(
      { dateId: date.id, status },
      { onError: (error) => toast({ title: 'Something went wrong', description: serverMessageOf(error) ?? 'Please try again', variant: 'destructive' }) },
    );
  return (
    <section aria-label={`Invitation from ${date.initiator.name}`} className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4">
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden />
        <h2 className="font-semibold">{DATE_TYPE_LABELS[date.dateType]}</h2>
      </div>
      <p className="text-sm">Invitation from {date.initiator.name}</p>
      <p className="text-sm text-muted-foreground">Suggested: {date.scheduledAt ? formatDateTime(date.scheduledAt) : 'Whenever you are both free'}</p>
      <div className="flex gap-2">
        <button type="button" className={smallButtonClass} disabled={change.isPending} onClick={() => answer('cancelled')}>Decline</button>
        <button type="button" className={primarySmallButtonClass} disabled={change.isPending} onClick={() => answer('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
