import { ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { useTrustScore } from '../api/trust-score.ts';
import { useTranslation } from 'react-i18next';

function SubScore({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold">{value}/100</span>
      </div>
      <div className="h-1.5 rounded-full bg-surface-muted">
        <div className="h-1.5 rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </div>
    </div>
  );
}

export function TrustScoreCard() {
  const { t } = useTranslation('verification');
  const { data: score } = useTrustScore();
  if (!score) return null;
  const { level, remainingVerificationPoints: remaining } = score;
  return (
    <Card
      title={t('trust.title')}
      icon={ShieldCheck}
      aside={<span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold text-primary-ink" aria-label={t('trust.level')}>{t(`trust.levels.${level}`, { defaultValue: level })}</span>}
    >
      <p className="mb-3 text-4xl font-bold" aria-label={t('trust.overall')}>{score.overallScore}</p>
      <div className="grid grid-cols-2 gap-3">
        <SubScore label={t('trust.verification')} value={score.verificationScore} />
        <SubScore label={t('trust.behavior')} value={score.behaviorScore} />
        <SubScore label={t('trust.activity')} value={score.activityScore} />
        <SubScore label={t('trust.social')} value={score.socialScore} />
      </div>
      <p className="mt-3 text-xs text-muted-foreground">Complete more verifications to earn up to {remaining} more points</p>
    </Card>
  );
}
