import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../../components/button-classes.ts';
import { PasswordField } from '../../../../components/form/password-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { DemoCredentials, demoCredentials } from './demo-credentials.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

export interface Credentials {
  email: string;
  password: string;
}

interface CredentialsFormProps {
  credentials: Credentials;
  onChange(credentials: Credentials): void;
  onSubmit(): void;
  pending: boolean;
}

export function CredentialsForm({ credentials, onChange, onSubmit, pending }: CredentialsFormProps) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Partial<Credentials>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Credentials> = {
      ...(credentials.email.trim() ? {} : { email: t('emailRequired') }),
      ...(credentials.password ? {} : { password: t('passwordRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  const edit = (field: keyof Credentials, value: string) => {
    onChange({ ...credentials, [field]: value });
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={credentials.email}
        onChange={(event) => edit('email', event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        value={credentials.password}
        onChange={(event) => edit('password', event.target.value)}
        error={errors.password}
      />
      <Link href={paths.forgotPassword.href} className="-mt-2 self-end text-sm font-semibold text-primary-ink underline-offset-4 hover:underline">
        {t('passwordReset.forgotLink')}
      </Link>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
        {pending ? t('loggingIn') : t('logIn')}
      </button>
      <DemoCredentials
        onLoad={() => {
          onChange(demoCredentials);
          setErrors({});
        }}
      />
      <p className="text-center text-sm text-muted-foreground">
        {t('newToSankofa')}{' '}
        <Link href={paths.signup.href} className="font-semibold text-primary-ink underline-offset-4 hover:underline">
          {t('signUp')}
        </Link>
      </p>
      <Link href={paths.privacy.href} className="text-center text-sm text-muted-foreground underline underline-offset-4">
        {t('privacyLink')}
      </Link>
    </form>
  );
}
