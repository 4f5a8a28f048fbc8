import { useState, type FormEvent } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { OneTimeCodeField, oneTimeCodeError } from '../../../components/form/one-time-code-field.tsx';
import { useTranslation } from 'react-i18next';

interface CodeFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit(code: string): void;
  onCancel?(): void;
}

/** A code from the authenticator app and the action it confirms. */
export function CodeForm({ submitLabel, pending, onSubmit, onCancel }: CodeFormProps) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = oneTimeCodeError(code);
    setError(problem);
    if (!problem) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <OneTimeCodeField
        label={t('codeLabel')}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        error={error}
      />
      <div className={onCancel ? 'grid grid-cols-2 gap-3' : 'grid'}>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={pending} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
        )}
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? t('checking') : submitLabel}
        </button>
      </div>
    </form>
  );
}
