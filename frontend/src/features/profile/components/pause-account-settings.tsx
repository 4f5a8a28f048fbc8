import { CirclePause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass, smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetAccountPaused } from '../api/pause-account.ts';

/** Pause my account: hidden from new people while her matches and chats stay; while paused, a notice and Resume. */
export function PauseAccountSettings({ paused }: { paused: boolean }) {
  const { t } = useTranslation('profile');
  const setPaused = useSetAccountPaused();

  const change = (pause: boolean) =>
    setPaused.mutate(pause, {
      onSuccess: () => toast({ title: pause ? t('pause.pausedToast') : t('pause.resumedToast') }),
      onError: (error) => toast({ title: t('pause.error'), description: serverMessageOf(error) ?? t('pause.tryAgain'), variant: 'destructive' }),
    });

  return (
    <Card title={t('pause.title')} icon={CirclePause}>
      {paused ? (
        <>
          <p role="status" className="mb-3 flex items-start gap-2 rounded-3xl border border-amber-400/50 bg-amber-400/10 p-4 text-sm">
            <CirclePause className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
            <span>
              <strong className="block font-semibold">{t('pause.pausedNotice')}</strong>
              {t('pause.explanation')}
            </span>
          </p>
          <button type="button" className={smallPrimaryButtonClass} disabled={setPaused.isPending} onClick={() => change(false)}>
            {t('pause.resume')}
          </button>
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{t('pause.explanation')}</p>
          <button type="button" className={smallButtonClass} disabled={setPaused.isPending} onClick={() => change(true)}>
            {t('pause.pause')}
          </button>
        </>
      )}
    </Card>
  );
}
