import type { PassportRegion } from '../api/get-love-passports.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

interface RegionCardProps {
  region: PassportRegion;
  /** The end of the member's active passport here, if any. */
  activeUntil: string | null;
  /** Free members holding a passport elsewhere need Premium for this region. */
  needsPremium: boolean;
}

const SHOWN_COUNTRIES = 3;

export function RegionCard({ region, activeUntil, needsPremium }: RegionCardProps) {
  const { t } = useTranslation('love-passport');
  const more = region.countries.length - SHOWN_COUNTRIES;
  return (
    <article className="overflow-hidden rounded-3xl border border-border bg-surface" aria-label={region.name}>
      <div className="relative">
        <img src={region.image} alt="" className="h-28 w-full object-cover" />
        {activeUntil && <span className="absolute top-3 right-3 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">{t('active')}</span>}
        {!activeUntil && needsPremium && (
          <span className="absolute top-3 right-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-semibold text-black">{t('premium')}</span>
        )}
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold">{region.name}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{region.description}</p>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('countries')}>
          {region.countries.slice(0, SHOWN_COUNTRIES).map((country) => (
            <li key={country} className="rounded-full border border-border px-2.5 py-0.5 text-xs">
              {country}
            </li>
          ))}
          {more > 0 && <li className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground">+{more} more</li>}
        </ul>
        <p className="mt-3 text-sm font-medium">
          {activeUntil ? t('activeUntil', { date: formatDate(activeUntil) }) : needsPremium ? t('requiresPremium') : t('available')}
        </p>
      </div>
    </article>
  );
}
