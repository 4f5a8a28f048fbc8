import { Crown, Eye, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { Card } from '../../../components/card.tsx';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const features = ['international', 'priority', 'unlimited'] as const;

function FeatureList() {
  const { t } = useTranslation('profile');
  return <BenefitList benefits={features.map((feature) => ({ title: t(`premium.${feature}.title`), detail: t(`premium.${feature}.detail`) }))} />;
}

export function PremiumPanel({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation('profile');
  if (isPremium) {
    return (
      <Card
        title={t('premium.title')}
        icon={Crown}
        aside={<span className="rounded-full bg-kente-green/20 px-3 py-1 text-xs font-semibold text-kente-green">{t('premium.active')}</span>}
      >
        <Link href={paths.profileViewers.href} className="mb-3 flex items-center gap-2.5 font-medium text-primary-ink hover:underline">
          <Eye className="size-4" aria-hidden />
          {t('premium.viewers')}
        </Link>
        <Link href={paths.passedProfiles.href} className="mb-3 flex items-center gap-2.5 font-medium text-primary-ink hover:underline">
          <RotateCcw className="size-4" aria-hidden />
          {t('premium.revisit')}
        </Link>
        <FeatureList />
      </Card>
    );
  }
  return (
    <Card
      title={t('premium.title')}
      icon={Crown}
      className="border-primary/40 bg-linear-to-br from-primary/15 to-surface"
      aside={
        <Link href={paths.subscribe.href} className={smallButtonClass}>
          {t('premium.upgrade')}
        </Link>
      }
    >
      <FeatureList />
      <Link href={paths.subscribe.href} className={`mt-4 ${primaryButtonClass}`}>
        {t('premium.start', { price: formatPrice(15) })}
      </Link>
    </Card>
  );
}
