import { ArrowLeft, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { OneTimeCodeField, oneTimeCodeError } from '../../../../components/form/one-time-code-field.tsx';
import { useTranslation } from 'react-i18next';

interface TwoFactorFormProps {
  onVerify(code: string): void;
  onBack(): void;
  pending: boolean;
}

export function TwoFactorForm({ onVerify, onBack, pending }: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = oneTimeCodeError(code);
    setError(problem);
    if (!problem) onVerify(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-3xl border border-border bg-surface p-4">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-kente-green" aria-hidden />
        <p className="text-sm text-muted-foreground">
          {t('twoFactor.instructions')}
        </p>
      </div>
      <OneTimeCodeField
        label={t('twoFactor.code')}
        autoFocus
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
        {pending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </button>
      <button type="button" onClick={onBack} disabled={pending} className={secondaryButtonClass}>
        <ArrowLeft className="size-5" aria-hidden />
        {t('twoFactor.back')}
      </button>
    </form>
  );
}
