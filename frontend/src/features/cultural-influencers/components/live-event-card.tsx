import { CalendarClock, Clock, Users } from 'lucide-react';
import type { InfluencerEventView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useInfluencerEventParticipation } from '../api/join-influencer-event.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

export function LiveEventCard({ event }: { event: InfluencerEventView }) {
  const { t } = useTranslation('cultural-influencers');
  const participation = useInfluencerEventParticipation();
  const full = event.currentParticipants >= event.maxParticipants;
  const join = () =>
    participation.mutate(
      { eventId: event.id, join: true },
      {
        onSuccess: () => toast({ title: t('event.joined') }),
        onError: (error) => toast({ title: t('event.joinFailed'), description: serverMessageOf(error) ?? t('event.mightBeFull'), variant: 'destructive' }),
      },
    );
  const leave = () => participation.mutate({ eventId: event.id, join: false });
  const label = participation.isPending ? (event.joined ? t('event.leaving') : t('event.joining')) : event.joined ? t('event.leave') : full ? t('event.full') : t('event.join');
  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4" aria-label={event.title}>
      <div className="flex items-start gap-2">
        <p className="flex-1 font-semibold">{event.title}</p>
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">{event.eventType}</span>
      </div>
      <p className="text-xs text-muted-foreground">{t('event.hostedBy', { name: event.hostName })}</p>
      <p className="text-sm text-muted-foreground">{event.description}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1"><Users className="size-3.5" aria-hidden />{event.currentParticipants}/{event.maxParticipants}</span>
        <span className="flex items-center gap-1"><CalendarClock className="size-3.5" aria-hidden />{formatDateTime(event.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        <span className="flex items-center gap-1"><Clock className="size-3.5" aria-hidden />{event.duration} min</span>
      </div>
      <button type="button" className={smallButtonClass} disabled={participation.isPending || (full && !event.joined)} onClick={event.joined ? leave : join}>
        {label}
      </button>
    </li>
  );
}
