import { BadgeCheck, Users } from 'lucide-react';
import { INFLUENCER_LIMITS, INFLUENCER_TYPE_LABELS, type CulturalInfluencer } from '@sankofa/contracts';
import { smallButtonClass, smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useFollowInfluencer } from '../api/follow-influencer.ts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

const STATUS_BADGES = {
  pending: { className: 'bg-primary/20 text-primary-ink' },
  verified: { className: 'bg-kente-green/20 text-kente-green' },
  rejected: { className: 'bg-kente-red/20 text-kente-red' },
} as const;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('cultural-influencers');
  const known = status in STATUS_BADGES;
  const badge = known ? STATUS_BADGES[status as keyof typeof STATUS_BADGES] : { className: 'bg-surface-muted' };
  const label = known ? t(`status.${status}`) : t('status.unknown');
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
      {status === 'verified' && <BadgeCheck className="size-3.5" aria-hidden />}
      {label}
    </span>
  );
}

export function InfluencerCard({ influencer }: { influencer: CulturalInfluencer }) {
  const { t } = useTranslation('cultural-influencers');
  const follow = useFollowInfluencer();
  const shown = influencer.specialties.slice(0, INFLUENCER_LIMITS.specialtiesShown);
  const more = influencer.specialties.length - shown.length;
  const toggle = () =>
    follow.mutate(
      { influencerId: influencer.id, follow: !influencer.isFollowing },
      { onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4" aria-label={influencer.name}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{influencer.name}</p>
          <p className="text-xs text-muted-foreground">{INFLUENCER_TYPE_LABELS[influencer.influencerType]}</p>
        </div>
        <StatusBadge status={influencer.verificationStatus} />
      </div>
      <p className="text-sm leading-relaxed">{influencer.bio}</p>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-label={t('followers')}>
        <Users className="size-4" aria-hidden />
        <span data-testid="follower-count">{formatNumber(influencer.followerCount)}</span> {t('followersCount', { count: influencer.followerCount })}
        <span className="text-xs">{t('onSankofa', { count: formatNumber(influencer.sankofaFollowers) })}</span>
      </p>
      <div className="flex flex-wrap gap-1.5">
        {shown.map((specialty) => (
          <span key={specialty} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">{specialty}</span>
        ))}
        {more > 0 && <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">+{more}</span>}
      </div>
      <button type="button" className={influencer.isFollowing ? smallButtonClass : smallPrimaryButtonClass} disabled={follow.isPending} onClick={toggle}>
        {influencer.isFollowing ? t('following') : t('follow')}
      </button>
    </li>
  );
}
