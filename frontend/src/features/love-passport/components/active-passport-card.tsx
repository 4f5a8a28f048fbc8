import { Clock, MapPin, Sparkles } from 'lucide-react';
import type { LovePassportView, PassportRegion } from '../api/get-love-passports.ts';
import { timeLeftText } from '../time-left.ts';
import { PassportExplorer } from './passport-explorer.tsx';
import { useTranslation } from 'react-i18next';

interface ActivePassportCardProps {
  passport: LovePassportView;
  region: PassportRegion | undefined;
}

/** One active passport: where it focuses, time and swipes left, how much is used, the region's insight, and its members to swipe. */
export function ActivePassportCard({ passport, region }: ActivePassportCardProps) {
  const { t } = useTranslation('love-passport');
  return (
    <article className="rounded-3xl border border-primary/40 bg-surface p-4" aria-label={`${passport.region} passport`}>
      <div className="flex items-center gap-2">
        <MapPin className="size-5 text-primary-ink" aria-hidden />
        <h3 className="flex-1 text-lg font-semibold">{passport.region}</h3>
        <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">{t('active')}</span>
      </div>
      {passport.country && <p className="mt-1 text-sm text-muted-foreground">Focusing on {passport.country}</p>}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-2xl bg-surface-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('timeLeft')}</dt>
          <dd className="flex items-center justify-center gap-1 font-semibold">
            <Clock className="size-3.5" aria-hidden />
            {timeLeftText(passport.msLeft)}
          </dd>
        </div>
        <div className="rounded-2xl bg-surface-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('swipesLeft')}</dt>
          <dd className="font-semibold">{passport.swipesLeft === null ? t('unlimited') : passport.swipesLeft}</dd>
        </div>
        <div className="rounded-2xl bg-surface-muted p-2">
          <dt className="text-xs text-muted-foreground">{t('used')}</dt>
          <dd className="font-semibold">{passport.percentUsed}%</dd>
        </div>
      </dl>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted" role="progressbar" aria-label={t('passportUsed')} aria-valuenow={passport.percentUsed} aria-valuemin={0} aria-valuemax={100}>
        <div className="h-full bg-primary" style={{ width: `${passport.percentUsed}%` }} />
      </div>
      {region && (
        <p className="mt-3 flex gap-2 rounded-2xl bg-surface-muted p-3 text-sm leading-relaxed">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden />
          <span>{region.culturalInsight}</span>
        </p>
      )}
      <PassportExplorer passport={passport} />
    </article>
  );
}
