import { BarChart3 } from 'lucide-react';
import type { TrustScore } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { ScoreBar } from './score-bar.tsx';
import { useTranslation } from 'react-i18next';

/** The four parts of the trust score, each out of 100. */
export function TrustScoreBreakdown({ score }: { score: TrustScore }) {
  const { t } = useTranslation('security');
  const parts: Array<[string, number]> = [
    [t('trust.verification'), score.verificationScore],
    [t('trust.behavior'), score.behaviorScore],
    [t('trust.activity'), score.activityScore],
    [t('trust.social'), score.socialScore],
  ];
  return (
    <Card title={t('trust.title')} icon={BarChart3}>
      <dl className="flex flex-col gap-3">
        {parts.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt>{label}</dt>
            <dd className="font-semibold">{value}/100</dd>
            <dd className="col-span-2">
              <ScoreBar label={t('trust.scoreOf', { label })} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
