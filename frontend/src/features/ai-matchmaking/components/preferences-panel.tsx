import { Sparkles, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { AiMatches } from '../api/ai-matches.ts';
import { useSaveMatchPreferences, type MatchPreferences } from '../api/match-preferences.ts';
import { useOptimizeMatches } from '../api/optimize-matches.ts';
import { PRIORITIES, SLIDER } from '../dimensions.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** Slider drags settle before they are sent: one save per pause, not one per step. */
const SAVE_DELAY_MS = 400;

function useAutoSave() {
  const save = useSaveMatchPreferences();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (next: MatchPreferences) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        save.mutate(next, {
          onSuccess: () => toast({ title: i18n.t('ai-matchmaking:prefs.updated'), description: i18n.t('ai-matchmaking:prefs.updatedDescription') }),
          onError: (error) => toast({ title: i18n.t('ai-matchmaking:prefs.failed'), description: serverMessageOf(error) ?? i18n.t('ai-matchmaking:prefs.notSaved'), variant: 'destructive' }),
        }),
      SAVE_DELAY_MS,
    );
  };
}

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="flex items-center justify-between gap-3 py-2">
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-primary" />
    </label>
  );
}

export function PreferencesPanel({ saved, model }: { saved: MatchPreferences; model: AiMatches | undefined }) {
  const { t } = useTranslation('ai-matchmaking');
  const [draft, setDraft] = useState(saved);
  const autoSave = useAutoSave();
  const optimize = useOptimizeMatches();
  const change = (changes: Partial<MatchPreferences>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    // Sent automatically while AI Optimization is on (and when it is switched); tuned while off, they go with the switch back on.
    if (next.aiOptimization || 'aiOptimization' in changes) autoSave(next);
  };
  const startOptimization = () =>
    optimize.mutate(undefined, {
      onSuccess: () => toast({ title: t('prefs.optimizing'), description: t('prefs.optimizingDescription') }),
      onError: (error) => toast({ title: t('prefs.optimizeFailed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
    });

  return (
    <Card title="AI Preferences" icon={SlidersHorizontal}>
      <Toggle label={t('prefs.aiOptimization')} hint={t('prefs.aiOptimizationHint')} checked={draft.aiOptimization} onChange={(aiOptimization) => change({ aiOptimization })} />
      <Toggle label={t('prefs.learningMode')} hint={t('prefs.learningModeHint')} checked={draft.learningMode} onChange={(learningMode) => change({ learningMode })} />
      <h3 className="mt-3 text-sm font-semibold text-muted-foreground">{t('prefs.priorities')}</h3>
      <div className="mt-2 flex flex-col gap-3">
        {PRIORITIES.map(({ field, dimension }) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between">
              <span>{t(`dimensions.${dimension}`)}</span>
              <span className="font-semibold" data-testid={`${field}-value`}>{draft[field]}%</span>
            </span>
            <input type="range" aria-label={t(`dimensions.${dimension}`)} {...SLIDER} value={draft[field]} onChange={(event) => change({ [field]: Number(event.target.value) })} className="accent-primary" />
          </label>
        ))}
      </div>
      {draft.learningMode && model && <LearnedWeights model={model} />}
      <button type="button" className={`${primaryButtonClass} mt-4`} disabled={optimize.isPending} onClick={startOptimization}>
        <Sparkles className="size-4" aria-hidden />
        {optimize.isPending ? t('prefs.optimizingButton') : t('prefs.optimize')}
      </button>
      {model?.optimizedAt && <p className="mt-2 text-center text-xs text-muted-foreground">{t('prefs.lastOptimized', { when: formatDateTime(model.optimizedAt) })}</p>}
    </Card>
  );
}

/** What Learning Mode has fitted from the member's swipes, and the weights the ranking uses. */
function LearnedWeights({ model }: { model: AiMatches }) {
  const { t } = useTranslation('ai-matchmaking');
  if (!model.learnedWeights) return <p className="mt-3 text-xs text-muted-foreground">{t('prefs.learningStarts')}</p>;
  const learned = model.learnedWeights;
  return (
    <section aria-label={t('prefs.learnedWeights')} className="mt-4 rounded-2xl bg-primary/10 p-3 text-xs">
      <p className="font-semibold">{t('prefs.learnedFrom', { count: model.swipesLearnedFrom })}</p>
      <ul className="mt-1 grid grid-cols-1 gap-0.5">
        {PRIORITIES.map(({ dimension }) => (
          <li key={dimension} className="flex justify-between">
            <span>{t(`dimensions.${dimension}`)}</span>
            <span>{t('prefs.learnedUsed', { learned: learned[dimension], used: model.weights[dimension] })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
