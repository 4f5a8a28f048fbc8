import { Sparkles } from 'lucide-react';
import { smallButtonClass } from '../../../../components/button-classes.ts';
import { useTranslation } from 'react-i18next';

export const demoCredentials = { email: 'demo@sankofa.app', password: 'sankofa-demo' };

export function DemoCredentials({ onLoad }: { onLoad(): void }) {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="demo-credentials-title" className="rounded-3xl border border-primary/40 bg-primary/10 p-4">
      <h2 id="demo-credentials-title" className="flex items-center gap-2 font-semibold text-primary-ink">
        <Sparkles className="size-4" aria-hidden />
        {t('demo.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('email')}</dt>
        <dd className="font-mono">{demoCredentials.email}</dd>
        <dt className="text-muted-foreground">{t('password')}</dt>
        <dd className="font-mono">{demoCredentials.password}</dd>
      </dl>
      <button type="button" onClick={onLoad} className={`mt-3 ${smallButtonClass}`}>
        {t('demo.load')}
      </button>
    </section>
  );
}
