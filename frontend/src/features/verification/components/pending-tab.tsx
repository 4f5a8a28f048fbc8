import { useVerificationRequests } from '../api/verification-requests.ts';
import { offerOf } from '../catalog.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/** Pending and in_review both count as pending; other statuses are not shown here. */
export function PendingTab() {
  const { t } = useTranslation('verification');
  const { data: requests = [] } = useVerificationRequests();
  const pending = requests.filter((request) => request.status === 'pending' || request.status === 'in_review');
  if (pending.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t('nonePending')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {pending.map((request) => {
        const { icon: Icon } = offerOf(request.verificationType);
        const name = t(`offers.${request.verificationType}.name`);
        return (
          <li key={request.id} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3" aria-label={t('pendingLabel', { name })}>
            <Icon className="size-5 text-primary-ink" aria-hidden />
            <div className="flex-1">
              <p className="font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">{t('submittedOn', { date: formatDate(request.submittedAt) })}</p>
            </div>
            <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary-ink">{request.status === 'in_review' ? t('reviewing') : t('pending')}</span>
          </li>
        );
      })}
    </ul>
  );
}
