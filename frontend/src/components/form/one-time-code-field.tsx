import { TextField } from './text-field.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';

export const oneTimeCodeLength = 6;

interface OneTimeCodeFieldProps {
  label: string;
  value: string;
  onChange(code: string): void;
  error?: string;
  autoFocus?: boolean;
}

/** A 6-digit code from an authenticator app: digits only, large and spaced for reading back. */
export function OneTimeCodeField({ label, value, onChange, error, autoFocus }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      maxLength={oneTimeCodeLength}
      placeholder="000000"
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, oneTimeCodeLength))}
      error={error}
    />
  );
}

export const oneTimeCodeError = (code: string): string | undefined =>
  code.length === oneTimeCodeLength ? undefined : i18n.t('oneTimeCode', { length: oneTimeCodeLength });
