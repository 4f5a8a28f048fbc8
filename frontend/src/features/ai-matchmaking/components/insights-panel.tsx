import { Brain } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { useAiInsights } from '../api/ai-insights.ts';
import { useTranslation } from 'react-i18next';

export function InsightsPanel() {
  const { t } = useTranslation('ai-matchmaking');
  const { data, isPending, isError } = useAiInsights();
  return (
    <Card title={t('insights.title')} icon={Brain}>
      {isPending && <p className="text-sm text-muted-foreground">{t('insights.loading')}</p>}
      {isError && <p className="text-sm text-muted-foreground">{t('insights.failed')}</p>}
      {data && (
        <>
          <div className="grid grid-cols-2 gap-3 text-center">
            <div className="rounded-2xl bg-surface-muted p-3">
              <p className="text-2xl font-bold" data-testid="match-rate">{data.matchRate}%</p>
              <p className="text-xs text-muted-foreground">{t('insights.matchRate')}</p>
            </div>
            <div className="rounded-2xl bg-surface-muted p-3">
              <p className="text-2xl font-bold" data-testid="response-rate">{data.responseRate}%</p>
              <p className="text-xs text-muted-foreground">{t('insights.responseRate')}</p>
            </div>
          </div>
          <h3 className="mt-3 text-sm font-semibold text-muted-foreground">{t('insights.traits')}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {data.personalityTraits.length === 0 && <p className="text-xs text-muted-foreground">{t('insights.noTraits')}</p>}
            {data.personalityTraits.map((trait) => (
              <span key={trait} className="rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold">{trait}</span>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
