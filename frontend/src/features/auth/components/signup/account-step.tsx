import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../../components/button-classes.ts';
import { TextAreaField } from '../../../../components/form/text-area-field.tsx';
import { validateSignupDraft, type SignupDraft, type SignupErrors } from '../../signup-draft.ts';
import { BasicInfoSection } from './basic-info-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { CulturalBackgroundSection } from './cultural-background-section.tsx';
import type { DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';

interface AccountStepProps {
  draft: SignupDraft;
  onChange(draft: SignupDraft): void;
  onContinue(): void;
}

export function AccountStep({ draft, onChange, onContinue }: AccountStepProps) {
  const [errors, setErrors] = useState<SignupErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused Continue, take the member to the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const fields: DraftFieldsProps = {
    draft,
    errors,
    update: (field, value) => {
      onChange({ ...draft, [field]: value });
      setErrors(({ [field]: _fixed, ...others }) => others);
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignupDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) setAttempt((count) => count + 1);
    else onContinue();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContactSection {...fields} />
      <BasicInfoSection {...fields} />
      <CulturalBackgroundSection {...fields} />
      <FormSection title="About You">
        <TextAreaField
          label="Bio (optional)"
          placeholder="Tell others about yourself, your culture and what you're looking for..."
          value={draft.bio}
          onChange={(event) => fields.update('bio', event.target.value)}
        />
      </FormSection>
      <button type="submit" className={primaryButtonClass}>
        Continue to Photos
        <ArrowRight className="size-5" aria-hidden />
      </button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link href="/login" className="font-semibold text-primary-ink underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
