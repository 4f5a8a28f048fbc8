import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../lib/paths.ts';
import type { DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';

type ConsentKey = 'consentsToEthnicityAndReligion' | 'consentsToPreciseLocation';
const CHOICES: ReadonlyArray<{ field: ConsentKey; label: string }> = [
  { field: 'consentsToEthnicityAndReligion', label: 'signup.consent.ethnicityAndReligion' },
  { field: 'consentsToPreciseLocation', label: 'signup.consent.preciseLocation' },
];

/** The consent question, asked in plain words: each box unticked (no) until she ticks it. */
export function ConsentSection({ draft, update }: Pick<DraftFieldsProps, 'draft' | 'update'>) {
  const { t } = useTranslation('auth');
  return (
    <FormSection title={t('signup.consent.title')}>
      <p className="text-sm text-muted-foreground">{t('signup.consent.intro')}</p>
      {CHOICES.map(({ field, label }) => (
        <label key={field} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-(--primary)"
            checked={draft[field]}
            onChange={(event) => update(field, event.target.checked)}
          />
          {t(label)}
        </label>
      ))}
      <Link href={paths.privacy.href} className="text-sm font-semibold text-primary-ink underline-offset-4 hover:underline">
        {t('signup.consent.readPrivacy')}
      </Link>
    </FormSection>
  );
}
