import { useTranslation } from 'react-i18next';

export function OfflineMessage() {
  const { t } = useTranslation('pwa');
  return (
    <div className="flex items-start gap-3 border-b border-border bg-surface-muted px-4 py-2.5 text-foreground">
      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-kente-red" aria-hidden />
      <p className="text-sm">
        <strong className="font-semibold">{t('offline.title')}</strong>{' '}
        <span className="text-muted-foreground">{t('offline.detail')}</span>
      </p>
    </div>
  );
}
