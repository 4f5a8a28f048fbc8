import { useLocation } from 'wouter';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { primarySmallButtonClass } from './button-styles.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeVirtualDate, type VirtualDate } from '../api/virtual-dates.ts';
import { DATE_TYPE_ICONS } from '../date-types.ts';
import { formatDateTime } from './date-time.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where Join Now leads: the call screen, or for trivia a game with this match (the games screen opens or joins it). */
export const joinPathOf = (date: VirtualDate) =>
  date.dateType === 'cultural_trivia' ? paths.games.triviaHref(date.matchId) : paths.call.href(date.id);

export function UpcomingDateCard({ date, myId, children }: { date: VirtualDate; myId: string; children?: ReactNode }) {
  const { t } = useTranslation('virtual-dates');
  const [, navigate] = useLocation();
  const change = useChangeVirtualDate();
  const other = date.initiatorId === myId ? date.participant : date.initiator;
  const Icon = DATE_TYPE_ICONS[date.dateType];
  const act = (status: 'active' | 'cancelled') =>
    change.mutate(
      { dateId: date.id, status },
      {
        onSuccess: () => (status === 'active' ? navigate(joinPathOf(date)) : toast({ title: t('cancelled') })),
        onError: (error) => toast({ title: t('wrong'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
      },
    );
  return (
    <section aria-label={t('typeWith', { type: t(`types.${date.dateType}`), name: other.name })} className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4">
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden />
        <h2 className="flex-1 font-semibold">{t(`types.${date.dateType}`)}</h2>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold capitalize">{t(`status.${date.status}`)}</span>
      </div>
      <p className="text-sm">{t('with', { name: other.name })}</p>
      {date.scheduledAt && <p className="text-sm text-muted-foreground">{formatDateTime(date.scheduledAt)}</p>}
      <div className="flex gap-2">
        {date.status === 'active' && (
          <button type="button" className={primarySmallButtonClass} disabled={change.isPending} onClick={() => (date.dateType === 'cultural_trivia' ? act('active') : navigate(joinPathOf(date)))}>
            {t('joinNow')}
          </button>
        )}
        <button type="button" className={smallButtonClass} disabled={change.isPending} onClick={() => act('cancelled')}>
          {t('cancel')}
        </button>
      </div>
      {children}
    </section>
  );
}
