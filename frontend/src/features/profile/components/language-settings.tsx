import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { LANGUAGE_NAMES, SHIPPED_LANGUAGES, type ShippedLanguage } from '../../../lib/i18n/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveInterfaceLanguage } from '../api/save-interface-language.ts';

/** The interface language: shown at once, then saved to the member so every login applies it. */
export function LanguageSettings() {
  const { t, i18n } = useTranslation('profile');
  const save = useSaveInterfaceLanguage();
  const current = i18n.resolvedLanguage;

  const choose = async (language: ShippedLanguage) => {
    await i18n.changeLanguage(language);
    save.mutate({ language }, { onError: () => toast({ title: t('language.error'), description: t('language.notSaved'), variant: 'destructive' }) });
  };

  return (
    <Card title={t('common:language')} icon={Languages}>
      <p className="mb-3 text-sm text-muted-foreground">{t('language.hint')}</p>
      <div role="radiogroup" aria-label={t('common:language')} className="grid grid-cols-2 gap-2">
        {SHIPPED_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={current === language}
            lang={language}
            disabled={save.isPending}
            onClick={() => void choose(language)}
            className={clsx(
              'h-11 rounded-full border text-sm font-semibold transition-colors',
              current === language ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:border-primary',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </Card>
  );
}
