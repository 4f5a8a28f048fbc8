import { Sparkles } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { useTranslation } from 'react-i18next';

const BENEFITS = ['visibility', 'matches', 'badge', 'support'] as const;

export function BenefitsCard() {
  const { t } = useTranslation('verification');
  return (
    <Card title={t('benefits.title')} icon={Sparkles}>
      <ul className="flex flex-col gap-1.5 text-sm">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden />
            {t(`benefits.${benefit}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
