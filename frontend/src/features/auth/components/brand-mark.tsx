import { useTranslation } from 'react-i18next';
/** The product's mark, welcoming people back on the login screen. */
export function BrandMark() {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-8 flex flex-col items-center pt-4 text-center">
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-2xl bg-primary font-display text-4xl font-bold text-primary-foreground shadow-lg shadow-primary/20"
      >
        S
      </span>
      <p className="mt-4 font-display text-3xl font-bold text-primary-ink">Sankofa</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('tagline')}</p>
      <div className="kente-stripe mt-4 h-1 w-24 rounded-full" aria-hidden />
    </div>
  );
}
