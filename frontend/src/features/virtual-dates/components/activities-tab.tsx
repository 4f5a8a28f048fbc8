import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { listMatches, type VirtualDateType } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useProposeVirtualDate } from '../api/virtual-dates.ts';
import { ACTIVITY_CARDS, DATE_TYPE_ICONS } from '../date-types.ts';
import { useTranslation } from 'react-i18next';

/** The spec: the start card lists the first 3 matches. */
const START_LIST_SIZE = 3;
const DATE_TYPES: VirtualDateType[] = ['voice_call', 'video_chat', 'cultural_trivia'];

export function ActivitiesTab() {
  const { t } = useTranslation('virtual-dates');
  const { data: matches = [] } = useQuery({ queryKey: matchesQueryKey, queryFn: () => callRoute(listMatches) });
  const propose = useProposeVirtualDate();
  const [scheduledAt, setScheduledAt] = useState('');
  const start = (matchId: string, dateType: VirtualDateType) =>
    propose.mutate(
      { matchId, dateType, scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null },
      {
        onSuccess: () => toast({ title: t('created'), description: t('createdDescription') }),
        onError: (error) => toast({ title: t('wrong'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('start.title')} className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4">
        <h2 className="font-semibold">{t('start.title')}</h2>
        {matches.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">{t('start.needMatches')}</p>
            <Link href={paths.discover.href} className={smallButtonClass}>{t('start.findMatches')}</Link>
          </div>
        ) : (
          <>
            <label className="flex flex-col gap-1 text-sm">
              {t('start.schedule')}
              <input type="datetime-local" value={scheduledAt} onChange={(event) => setScheduledAt(event.target.value)} className="rounded-xl border border-border bg-background px-3 py-2" />
            </label>
            {matches.slice(0, START_LIST_SIZE).map((match) => (
              <div key={match.id} className="flex items-center gap-2">
                <span className="flex-1 truncate text-sm font-medium">{match.user.name}</span>
                {DATE_TYPES.map((dateType) => {
                  const Icon = DATE_TYPE_ICONS[dateType];
                  return (
                    <button key={dateType} type="button" className={smallButtonClass} disabled={propose.isPending} onClick={() => start(match.id, dateType)}
                      aria-label={t('typeWith', { type: t(`types.${dateType}`), name: match.user.name })}>
                      <Icon className="size-4" aria-hidden />
                    </button>
                  );
                })}
              </div>
            ))}
            {matches.length > START_LIST_SIZE && <Link href={paths.matches.href} className="text-sm font-semibold text-primary-ink">{t('start.viewAll')}</Link>}
          </>
        )}
      </section>
      {ACTIVITY_CARDS.map(({ key, icon: Icon }) => (
        <section key={key} aria-label={t(`activities.${key}.title`)} className="flex items-start gap-3 rounded-3xl border border-border bg-surface p-4">
          <Icon className="size-6 text-primary-ink" aria-hidden />
          <div>
            <h3 className="font-semibold">{t(`activities.${key}.title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`activities.${key}.description`)}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
