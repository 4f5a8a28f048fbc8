import { HeartHandshake, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { usePreferences, type Preferences } from '../../../lib/preferences/get-preferences.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const humanize = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');

function summaryOf(preferences: Preferences, t: TFunction<'profile'>) {
  const [firstValue] = preferences.preferredCulturalValues;
  return [
    { label: t('compatibility.ageRange'), value: `${preferences.ageMin}-${preferences.ageMax}` },
    { label: t('compatibility.distance'), value: `${formatNumber(preferences.maxDistance)} km` },
    { label: t('compatibility.heritageMatch'), value: preferences.preferredHeritages.length > 0 ? t('compatibility.active') : t('compatibility.any') },
    { label: t('compatibility.values'), value: firstValue ? humanize(firstValue) : t('compatibility.any') },
  ];
}

export function CompatibilitySummary() {
  const { t } = useTranslation('profile');
  const { data: preferences, isPending, isError } = usePreferences();

  return (
    <Card title={t('compatibility.title')} icon={HeartHandshake}>
      {isPending && <p className="text-sm text-muted-foreground">{t('compatibility.loading')}</p>}
      {isError && <p className="text-sm text-muted-foreground">{t('compatibility.failed')}</p>}
      {preferences && (
        <dl className="grid grid-cols-2 gap-2.5" data-testid="compatibility-summary">
          {summaryOf(preferences, t).map(({ label, value }) => (
            <div key={label} className="rounded-2xl bg-surface-muted px-3.5 py-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link href={paths.filters.href} className={`mt-4 ${secondaryButtonClass}`}>
        <SlidersHorizontal className="size-4" aria-hidden />
        {t('compatibility.editFilters')}
      </Link>
    </Card>
  );
}
