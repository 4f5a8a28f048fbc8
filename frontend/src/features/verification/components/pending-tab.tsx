import { useVerificationRequests } from '../api/verification-requests.ts';
import { offerOf } from '../catalog.ts';

/** Pending and in_review both count as pending; other statuses are not shown here. */
export function PendingTab() {
  const { data: requests = [] } = useVerificationRequests();
  const pending = requests.filter((request) => request.status === 'pending' || request.status === 'in_review');
  if (pending.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No pending verifications</p>;
  return (
    <ul className="flex flex-col gap-2">
      {pending.map((request) => {
        const { name, icon: Icon } = offerOf(request.verificationType);
        return (
          <li key={request.id} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3" aria-label={`${name} pending`}>
            <Icon className="size-5 text-primary-ink" aria-hidden />
            <div className="flex-1">
              <p className="font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">Submitted on {new Date(request.submittedAt).toLocaleDateString()}</p>
            </div>
            <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary-ink">{request.status === 'in_review' ? 'Reviewing' : 'Pending'}</span>
          </li>
        );
      })}
    </ul>
  );
}
