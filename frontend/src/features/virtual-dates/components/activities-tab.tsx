import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MatchView, VirtualDateType } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { apiGet, serverMessageOf } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import { toast } from '../../../lib/toast.ts';
import { useProposeVirtualDate } from '../api/virtual-dates.ts';
import { ACTIVITY_CARDS, DATE_TYPE_ICONS, DATE_TYPE_LABELS } from '../date-types.ts';

/** The spec: the start card lists the first 3 matches. */
const START_LIST_SIZE = 3;
const DATE_TYPES: VirtualDateType[] = ['voice_call', 'video_chat', 'cultural_trivia'];

export function ActivitiesTab() {
  const { data: matches = [] } = useQuery({ queryKey: matchesQueryKey, queryFn: () => apiGet<MatchView[]>(matchesQueryKey[0]) });
  const propose = useProposeVirtualDate();
  const [scheduledAt, setScheduledAt] = useState('');
  const start = (matchId: string, dateType: VirtualDateType) =>
    propose.mutate(
      { matchId, dateType, scheduledAt: scheduledAt ? new Date(scheduledAt).toISOString() : null },
      {
        onSuccess: () => toast({ title: 'Virtual date created!', description: 'Your virtual date invitation has been sent.' }),
        onError: (error) => toast({ title: 'Something went wrong', description: serverMessageOf(error) ?? 'Please try again', variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Start a Virtual Date" className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4">
        <h2 className="font-semibold">Start a Virtual Date</h2>
        {matches.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">You need matches to start virtual dates</p>
            <Link href="/discover" className={smallButtonClass}>Find Matches</Link>
          </div>
        ) : (
          <>
            <label className="flex flex-col gap-1 text-sm">
              Schedule for (optional)
              <input type="datetime-local" value={scheduledAt} onChange={(event) => setScheduledAt(event.target.value)} className="rounded-xl border border-border bg-background px-3 py-2" />
            </label>
            {matches.slice(0, START_LIST_SIZE).map((match) => (
              <div key={match.id} className="flex items-center gap-2">
                <span className="flex-1 truncate text-sm font-medium">{match.user.name}</span>
                {DATE_TYPES.map((dateType) => {
                  const Icon = DATE_TYPE_ICONS[dateType];
                  return (
                    <button key={dateType} type="button" className={smallButtonClass} disabled={propose.isPending} onClick={() => start(match.id, dateType)}
                      aria-label={`${DATE_TYPE_LABELS[dateType]} with ${match.user.name}`}>
                      <Icon className="size-4" aria-hidden />
                    </button>
                  );
                })}
              </div>
            ))}
            {matches.length > START_LIST_SIZE && <Link href="/matches" className="text-sm font-semibold text-primary-ink">View All Matches</Link>}
          </>
        )}
      </section>
      {ACTIVITY_CARDS.map(({ title, description, icon: Icon }) => (
        <section key={title} aria-label={title} className="flex items-start gap-3 rounded-3xl border border-border bg-surface p-4">
          <Icon className="size-6 text-primary-ink" aria-hidden />
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
