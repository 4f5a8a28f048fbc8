import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SensitiveDataConsentChoice } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSensitiveDataConsent } from '../api/save-sensitive-data-consent.ts';

const CHOICES: ReadonlyArray<keyof SensitiveDataConsentChoice> = ['ethnicityAndReligion', 'preciseLocation'];

/** Her consent for what is sensitive, one box each, with what she loses by saying no. */
export function SensitiveDataConsentSettings({ consent }: { consent: SensitiveDataConsentChoice }) {
  const { t } = useTranslation('profile');
  const save = useSaveSensitiveDataConsent();
  // The choice she last made, set in the same event as her click (a controlled box shows it at once), until a
  // failed save puts back what is recorded.
  const [chosen, setChosen] = useState<SensitiveDataConsentChoice | null>(null);
  const shown = chosen ?? consent;

  const change = (choice: keyof SensitiveDataConsentChoice, given: boolean) => {
    const next = { ...shown, [choice]: given };
    setChosen(next);
    save.mutate(next, {
      onSuccess: () => toast({ title: t('consent.savedToast') }),
      onError: (error) => {
        setChosen(null);
        toast({ title: t('consent.error'), description: serverMessageOf(error) ?? t('consent.tryAgain'), variant: 'destructive' });
      },
    });
  };

  return (
    <Card title={t('consent.title')} icon={ShieldCheck}>
      <p className="mb-3 text-sm text-muted-foreground">{t('consent.explanation')}</p>
      <ul className="flex flex-col gap-3">
        {CHOICES.map((choice) => (
          <li key={choice}>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-(--primary)"
                checked={shown[choice]}
                disabled={save.isPending}
                onChange={(event) => change(choice, event.target.checked)}
              />
              <span>
                <span className="block font-medium">{t(`consent.${choice}`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`consent.${choice}Loss`)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Link href={paths.privacy.href} className="mt-3 inline-block text-sm font-semibold text-primary-ink underline-offset-4 hover:underline">
        {t('consent.readPrivacy')}
      </Link>
    </Card>
  );
}
