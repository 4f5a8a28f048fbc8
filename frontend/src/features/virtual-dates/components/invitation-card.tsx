import { smallButtonClass } from '../../../components/button-classes.ts';
import { primarySmallButtonClass } from './button-styles.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeVirtualDate, type VirtualDate } from '../api/virtual-dates.ts';
import { DATE_TYPE_ICONS } from '../date-types.ts';
import { formatDateTime } from './date-time.ts';
import { useTranslation } from 'react-i18next';

/** Decline sends `cancelled`, as the spec's client does: from the invited member it is recorded as a decline. */
export function InvitationCard({ date }: { date: VirtualDate }) {
  const { t } = useTranslation('virtual-dates');
  const change = useChangeVirtualDate();
  const Icon = DATE_TYPE_ICONS[date.dateType];
  const answer = (status: 'accepted' | 'cancelled') =>
    change.mutate(
      { dateId: date.id, status },
      { onError: (error) => toast({ title: t('wrong'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }) },
    );
  return (
    <section aria-label={t('invitationFrom', { name: date.initiator.name })} className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4">
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden />
        <h2 className="font-semibold">{t(`types.${date.dateType}`)}</h2>
      </div>
      <p className="text-sm">{t('invitationFrom', { name: date.initiator.name })}</p>
      <p className="text-sm text-muted-foreground">{t('suggested', { when: date.scheduledAt ? formatDateTime(date.scheduledAt) : t('wheneverFree') })}</p>
      <div className="flex gap-2">
        <button type="button" className={smallButtonClass} disabled={change.isPending} onClick={() => answer('cancelled')}>{t('decline')}</button>
        <button type="button" className={primarySmallButtonClass} disabled={change.isPending} onClick={() => answer('accepted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
