import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from '../../../components/button-classes.ts';

/** In place of a screen whose code could not be fetched (offline before it was ever opened). */
export function ScreenUnavailable() {
  const { t } = useTranslation('pwa');
  return (
    <section className="px-4 pt-6">
      <div className="rounded-3xl border border-border bg-surface p-6">
        <h1 className="font-display text-xl font-semibold">{t('screenUnavailable.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('screenUnavailable.detail')}</p>
        <button type="button" className={`mt-5 ${primaryButtonClass}`} onClick={() => window.location.reload()}>
          {t('screenUnavailable.retry')}
        </button>
      </div>
    </section>
  );
}
