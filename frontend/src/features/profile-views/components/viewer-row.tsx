import { BadgeCheck, Crown, MapPin } from 'lucide-react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { ProfileViewRecord } from '../api/get-profile-viewers.ts';
import { viewedAgo } from '../viewed-ago.ts';
import { useTranslation } from 'react-i18next';

/** One viewer: photo or initial, name, Verified badge, premium icon, age and location, when, and View Profile. */
export function ViewerRow({ record, onViewProfile }: { record: ProfileViewRecord; onViewProfile(): void }) {
  const { t } = useTranslation('profile-views');
  const { viewer } = record;
  return (
    <li className="flex items-center gap-3 rounded-3xl border border-border bg-surface p-4">
      <MemberAvatar member={{ ...viewer, firstName: viewer.name }} className="size-14 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-semibold">
          <span className="truncate">{viewer.name}</span>
          {viewer.isVerified && (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-sky-400/15 px-2 py-0.5 text-xs text-sky-400">
              <BadgeCheck className="size-3.5" aria-hidden />
              {t('verified')}
            </span>
          )}
          {viewer.isPremium && <Crown className="size-4 shrink-0 text-primary-ink" aria-label={t('premiumMember')} />}
        </p>
        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          {viewer.age} <MapPin className="ml-1 size-3.5 shrink-0" aria-hidden /> {viewer.location}
        </p>
        <p className="text-xs text-muted-foreground">{viewedAgo(record.createdAt)}</p>
      </div>
      <button type="button" className={smallButtonClass} onClick={onViewProfile}>
        {t('viewProfile')}
      </button>
    </li>
  );
}
