import { Briefcase, Crown, MapPin } from 'lucide-react';
import type { DiscoveryProfile } from '../../api/get-discovery.ts';
import { shownCulturalValues } from '../../swipe-constants.ts';
import { useTranslation } from 'react-i18next';

/** Slugs such as 'family-oriented' read as 'family oriented'. */
export const valueLabel = (slug: string) => slug.replaceAll('-', ' ');

/** The text over the bottom of a card: who they are, where (the city, and how far only as a band), and what they value. */
export function ProfileDetails({ profile }: { profile: DiscoveryProfile }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-black/95 via-black/75 to-transparent px-5 pt-24 pb-5 text-white">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-3xl font-bold">
          {profile.firstName || profile.name}, <span className="font-normal">{profile.age}</span>
        </h2>
        {profile.isVerified && (
          <span className="rounded-full bg-sky-500 px-2 py-0.5 text-xs font-semibold">
            ✓ {t('verified')}
          </span>
        )}
        {profile.isPremium && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            <Crown className="size-3.5" aria-hidden />
            {t('premium')}
          </span>
        )}
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-white/90">
        <MapPin className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{profile.location}</span>
        {profile.distanceBand && <span className="shrink-0 text-white/75">· {t('away', { distance: profile.distanceBand })}</span>}
      </p>
      {profile.profession && (
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-white/90">
          <Briefcase className="size-4 shrink-0" aria-hidden />
          {profile.profession}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
        <span className="rounded-full bg-primary/90 px-2.5 py-1 text-primary-foreground">{profile.heritage}</span>
        {profile.ethnicGroup && <span className="rounded-full bg-kente-green/90 px-2.5 py-1">{profile.ethnicGroup}</span>}
      </div>
      {profile.bio && <p className="mt-2 line-clamp-2 text-sm leading-snug text-white/90">{profile.bio}</p>}
      {profile.culturalValues.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('culturalValues')}>
          {profile.culturalValues.slice(0, shownCulturalValues).map((value) => (
            <li key={value} className="rounded-full border border-white/40 px-2.5 py-0.5 text-xs capitalize">
              {valueLabel(value)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
