import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useAiMatches, type Recommendation } from '../api/ai-matches.ts';
import { useMatchPreferences } from '../api/match-preferences.ts';
import { InsightsPanel } from './insights-panel.tsx';
import { MatchAnalysisDialog } from './match-analysis-dialog.tsx';
import { PreferencesPanel } from './preferences-panel.tsx';
import { RecommendedMatches } from './recommended-matches.tsx';
import { useTranslation } from 'react-i18next';


export function AiMatchmakingPage() {
  const { t } = useTranslation('ai-matchmaking');
  const header = <PageHeader title={t('title')} backTo={paths.discover.href} />;
  const preferences = useMatchPreferences();
  const user = useCurrentUser();
  const aiOptimization = preferences.data?.aiOptimization ?? false;
  const matches = useAiMatches(aiOptimization);
  const [open, setOpen] = useState<Recommendation | null>(null);
  if (preferences.isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (preferences.isError) return <>{header}<PlaceholderNote>{t('failed')}</PlaceholderNote></>;
  const current = open && (matches.data?.matches.find((match) => match.userId === open.userId) ?? open);
  return (
    <>
      {header}
      <div className="flex flex-col gap-4 px-4 pb-4">
        <PreferencesPanel saved={preferences.data} model={aiOptimization ? matches.data : undefined} />
        <InsightsPanel />
        <RecommendedMatches aiOptimization={aiOptimization} data={matches.data} isPending={matches.isPending} isError={matches.isError} onOpen={setOpen} />
      </div>
      {current && user.data && <MatchAnalysisDialog match={current} viewerId={user.data.id} onClose={() => setOpen(null)} />}
    </>
  );
}
