import { ShieldCheck } from 'lucide-react';
import type { TrustScore } from '@sankofa/contracts';
import { RECENT_SECURITY_EVENTS } from '@sankofa/contracts';
import { ScoreBar } from './score-bar.tsx';
import { useTranslation } from 'react-i18next';

interface SecurityScoreCardProps {
  score: TrustScore;
  safeActivities: number;
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-surface-muted p-3 text-center">
      <p className="text-xl font-bold">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}

/** The Security Score (overall plus 5 per badge), the trust level, and three tiles: verifications, behaviour and the safe latest events. */
export function SecurityScoreCard({ score, safeActivities }: SecurityScoreCardProps) {
  const { t } = useTranslation('security');
  return (
    <section aria-label={t('score.title')} className="rounded-3xl border border-border bg-surface p-5">
      <div className="mb-3 flex items-center gap-3">
        <ShieldCheck className="size-10 text-primary-ink" aria-hidden />
        <div className="flex-1">
          <h2 className="text-lg font-semibold">{t('score.title')}</h2>
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">{score.level}</span>
        </div>
        <p className="text-4xl font-bold" data-testid="security-score">
          {score.securityScore}
        </p>
      </div>
      <ScoreBar label={t('score.title')} value={score.securityScore} />
      <div className="mt-4 grid grid-cols-3 gap-2">
        <Tile label={t('score.verifications')} value={String(score.badges.length)} />
        <Tile label={t('score.behavior')} value={String(score.behaviorScore)} />
        <Tile label={t('score.safe')} value={`${safeActivities}/${RECENT_SECURITY_EVENTS}`} />
      </div>
    </section>
  );
}
