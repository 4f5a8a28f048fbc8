import { BadgeCheck, Users } from 'lucide-react';
import { INFLUENCER_LIMITS, INFLUENCER_TYPE_LABELS, type CulturalInfluencer } from '@sankofa/contracts';
import { smallButtonClass, smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useFollowInfluencer } from '../api/follow-influencer.ts';

const STATUS_BADGES = {
  pending: { label: 'Pending Review', className: 'bg-primary/20 text-primary-ink' },
  verified: { label: 'Verified', className: 'bg-kente-green/20 text-kente-green' },
  rejected: { label: 'Rejected', className: 'bg-kente-red/20 text-kente-red' },
} as const;

export function StatusBadge({ status }: { status: string }) {
  const badge = STATUS_BADGES[status as keyof typeof STATUS_BADGES] ?? { label: 'Unknown', className: 'bg-surface-muted' };
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
      {status === 'verified' && <BadgeCheck className="size-3.5" aria-hidden />}
      {badge.label}
    </span>
  );
}

export function InfluencerCard({ influencer }: { influencer: CulturalInfluencer }) {
  const follow = useFollowInfluencer();
  const shown = influencer.specialties.slice(0, INFLUENCER_LIMITS.specialtiesShown);
  const more = influencer.specialties.length - shown.length;
  const toggle = () =>
    follow.mutate(
      { influencerId: influencer.id, follow: !influencer.isFollowing },
      { onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'Please try again', variant: 'destructive' }) },
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
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" aria-label="Followers">
        <Users className="size-4" aria-hidden />
        <span data-testid="follower-count">{influencer.followerCount.toLocaleString('en-US')}</span> followers
        <span className="text-xs">({influencer.sankofaFollowers.toLocaleString('en-US')} on Sankofa)</span>
      </p>
      <div className="flex flex-wrap gap-1.5">
        {shown.map((specialty) => (
          <span key={specialty} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">{specialty}</span>
        ))}
        {more > 0 && <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">+{more}</span>}
      </div>
      <button type="button" className={influencer.isFollowing ? smallButtonClass : smallPrimaryButtonClass} disabled={follow.isPending} onClick={toggle}>
        {influencer.isFollowing ? 'Following' : 'Follow & Connect'}
      </button>
    </li>
  );
}
