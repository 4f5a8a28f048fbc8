import { useState, type FormEvent } from 'react';
import { Moon, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PushKind, PushSettingsView } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { inputClass, labelClass } from '../../../components/form/field-classes.ts';
import { toast } from '../../../lib/toast.ts';
import { useSavePushPreferences } from '../api/save-push-preferences.ts';

export const PUSH_KINDS: readonly PushKind[] = ['matches', 'messages', 'likes', 'dates_and_games', 'events'];

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The kinds pushed and the quiet hours, saved together; quiet hours are kept in the member's own time zone. */
export function PreferencesForm({ settings }: { settings: PushSettingsView }) {
  const { t } = useTranslation('push');
  const save = useSavePushPreferences();
  const [kinds, setKinds] = useState<ReadonlySet<PushKind>>(new Set(settings.kinds));
  const [quiet, setQuiet] = useState(settings.quietHours !== null);
  const [start, setStart] = useState(settings.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(settings.quietHours?.end ?? '07:00');
  const timeZone = settings.quietHours?.timeZone ?? browserTimeZone();

  const toggle = (kind: PushKind, on: boolean) => {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { kinds: PUSH_KINDS.filter((kind) => kinds.has(kind)), quietHours: quiet ? { start, end, timeZone } : null },
      { onSuccess: () => toast({ title: t('saved') }), onError: () => toast({ title: t('saveFailed'), variant: 'destructive' }) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <Card title={t('kinds.title')} icon={SlidersHorizontal}>
        <ul className="space-y-3">
          {PUSH_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex items-center justify-between gap-3 text-base">
                {t(`kinds.${kind}`)}
                <input type="checkbox" className="size-5 accent-(--primary)" checked={kinds.has(kind)} onChange={(event) => toggle(kind, event.target.checked)} />
              </label>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('quiet.title')} icon={Moon}>
        <label className="mb-3 flex items-center justify-between gap-3 text-base">
          {t('quiet.enable')}
          <input type="checkbox" className="size-5 accent-(--primary)" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} />
        </label>
        {quiet && (
          <div className="grid grid-cols-2 gap-3">
            <label>
              <span className={labelClass}>{t('quiet.from')}</span>
              <input type="time" className={inputClass} value={start} required onChange={(event) => setStart(event.target.value)} />
            </label>
            <label>
              <span className={labelClass}>{t('quiet.to')}</span>
              <input type="time" className={inputClass} value={end} required onChange={(event) => setEnd(event.target.value)} />
            </label>
            <p className="col-span-2 text-xs text-muted-foreground">{t('quiet.timeZone', { timeZone })}</p>
          </div>
        )}
      </Card>
      <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
