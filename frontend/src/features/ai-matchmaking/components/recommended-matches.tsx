import { Heart } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import type { AiMatches, Recommendation } from '../api/ai-matches.ts';
import { useTranslation } from 'react-i18next';

interface RecommendedMatchesProps {
  aiOptimization: boolean;
  data: AiMatches | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen(match: Recommendation): void;
}

export function RecommendedMatches({ aiOptimization, data, isPending, isError, onOpen }: RecommendedMatchesProps) {
  const { t } = useTranslation('ai-matchmaking');
  return (
    <Card title={t('recommended.title')} icon={Heart}>
      {!aiOptimization && <p className="text-sm text-muted-foreground">{t('recommended.turnOn')}</p>}
      {aiOptimization && isPending && <p className="text-sm text-muted-foreground">{t('recommended.finding')}</p>}
      {aiOptimization && isError && <p className="text-sm text-muted-foreground">{t('recommended.failed')}</p>}
      {aiOptimization && data?.matches.length === 0 && <p className="text-sm text-muted-foreground">{t('recommended.none')}</p>}
      <ol className="flex flex-col gap-3" aria-label={t('recommended.title')}>
        {aiOptimization && data?.matches.map((match) => (
          <li key={match.userId}>
            <button type="button" className="flex w-full items-center gap-3 rounded-2xl border border-border p-3 text-left hover:bg-surface-muted" onClick={() => onOpen(match)}>
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/20 text-lg font-bold">{match.user.firstName.charAt(0)}</span>
              <span className="flex-1">
                <span className="flex items-center justify-between">
                  <span className="font-semibold" data-testid="recommended-name">{match.user.name}</span>
                  <span className="text-lg font-bold text-primary-ink">{match.totalScore}%</span>
                </span>
                <span className="block text-xs text-muted-foreground">{match.user.age} · {match.user.location} · {match.user.profession}</span>
                <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-surface-muted" aria-label={t('recommended.predicted', { percent: match.predictedCompatibility })}>
                  <span className="block h-full bg-primary" style={{ width: `${match.predictedCompatibility}%` }} />
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">{match.aiInsights.length} AI insights</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </Card>
  );
}
