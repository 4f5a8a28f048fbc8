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
          onSuccess: () => toast({ title: 'Preferences Updated', description: 'AI matching algorithm will learn from your preferences' }),
          onError: (error) => toast({ title: 'Update Failed', description: serverMessageOf(error) ?? 'Your preferences could not be saved', variant: 'destructive' }),
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
      onSuccess: () => toast({ title: 'Optimization Started', description: 'Your matches are being re-scored with your latest priorities' }),
      onError: (error) => toast({ title: 'Optimization Failed', description: serverMessageOf(error) ?? 'Please try again', variant: 'destructive' }),
    });

  return (
    <Card title="AI Preferences" icon={SlidersHorizontal}>
      <Toggle label="AI Optimization" hint="Rank your matches by compatibility" checked={draft.aiOptimization} onChange={(aiOptimization) => change({ aiOptimization })} />
      <Toggle label="Learning Mode" hint="Learn what matters to you from your likes and passes" checked={draft.learningMode} onChange={(learningMode) => change({ learningMode })} />
      <h3 className="mt-3 text-sm font-semibold text-muted-foreground">Priorities</h3>
      <div className="mt-2 flex flex-col gap-3">
        {PRIORITIES.map(({ field, label }) => (
          <label key={field} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between">
              <span>{label}</span>
              <span className="font-semibold" data-testid={`${field}-value`}>{draft[field]}%</span>
            </span>
            <input type="range" aria-label={label} {...SLIDER} value={draft[field]} onChange={(event) => change({ [field]: Number(event.target.value) })} className="accent-primary" />
          </label>
        ))}
      </div>
      {draft.learningMode && model && <LearnedWeights model={model} />}
      <button type="button" className={`${primaryButtonClass} mt-4`} disabled={optimize.isPending} onClick={startOptimization}>
        <Sparkles className="size-4" aria-hidden />
        {optimize.isPending ? 'Optimizing...' : 'Optimize My Matches'}
      </button>
      {model?.optimizedAt && <p className="mt-2 text-center text-xs text-muted-foreground">Last optimized {new Date(model.optimizedAt).toLocaleString()}</p>}
    </Card>
  );
}

/** What Learning Mode has fitted from the member's swipes, and the weights the ranking uses. */
function LearnedWeights({ model }: { model: AiMatches }) {
  if (!model.learnedWeights) return <p className="mt-3 text-xs text-muted-foreground">Learning Mode starts learning from your first like or pass.</p>;
  const learned = model.learnedWeights;
  return (
    <section aria-label="Learned weights" className="mt-4 rounded-2xl bg-primary/10 p-3 text-xs">
      <p className="font-semibold">Learned from your {model.swipesLearnedFrom} swipes</p>
      <ul className="mt-1 grid grid-cols-1 gap-0.5">
        {PRIORITIES.map(({ dimension, label }) => (
          <li key={dimension} className="flex justify-between">
            <span>{label}</span>
            <span>learned {learned[dimension]} · used {model.weights[dimension]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
