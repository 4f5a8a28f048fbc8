import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../../components/button-classes.ts';
import { TextAreaField } from '../../../../components/form/text-area-field.tsx';
import type { SignupDraft, SignupErrors } from '../../signup-draft.ts';
import { BasicInfoSection } from './basic-info-section.tsx';
import { ConsentSection } from './consent-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { CulturalBackgroundSection } from './cultural-background-section.tsx';
import type { DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

/** The form's state lives in the signup flow (signup-flow.ts); this step shows it and reports edits. */
interface AccountStepProps {
  draft: SignupDraft;
  errors: SignupErrors;
  /** How many times Continue was refused so far. */
  refusals: number;
  onEdit: DraftFieldsProps['update'];
  onContinue(): void;
}

export function AccountStep({ draft, errors, refusals, onEdit, onContinue }: AccountStepProps) {
  const { t } = useTranslation('auth');
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused Continue, take the member to the first field that needs attention.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const fields: DraftFieldsProps = { draft, errors, update: onEdit };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactSection {...fields} />
      <BasicInfoSection {...fields} />
      <CulturalBackgroundSection {...fields} />
      <FormSection title={t('signup.aboutYou')}>
        <TextAreaField
          label={t('signup.bio')}
          placeholder={t('signup.bioPlaceholder')}
          value={draft.bio}
          onChange={(event) => fields.update('bio', event.target.value)}
        />
      </FormSection>
      <ConsentSection {...fields} />
      <button type="submit" className={primaryButtonClass}>
        {t('signup.continue')}
        <ArrowRight className="size-5" aria-hidden />
      </button>
      <p className="text-center text-sm text-muted-foreground">
        {t('signup.haveAccount')}{' '}
        <Link href={paths.login.href} className="font-semibold text-primary-ink underline-offset-4 hover:underline">
          {t('signup.signIn')}
        </Link>
      </p>
    </form>
  );
}
