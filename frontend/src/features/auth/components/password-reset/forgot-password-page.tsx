import { LoaderCircle, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../../components/button-classes.ts';
import { TextField } from '../../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { ResetNotice } from './reset-notice.tsx';

/** "Forgot password?": the address a link goes to, if an account uses it; the screen never says whether one does. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('emailRequired'));
    request.mutate(address, {
      onError: (failure) => toast({ title: t('passwordReset.notSent'), description: serverMessageOf(failure) ?? t('somethingWrong'), variant: 'destructive' }),
    });
  };

  return (
    <AuthScreen title={t('passwordReset.forgotTitle')} subtitle={t('passwordReset.forgotSubtitle')} backTo={paths.login.href}>
      {request.isSuccess ? (
        <ResetNotice icon={MailCheck} message={t('passwordReset.sent', { email: email.trim() })}>
          <Link href={paths.login.href} className={primaryButtonClass}>
            {t('passwordReset.backToLogin')}
          </Link>
        </ResetNotice>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <button type="submit" disabled={request.isPending} className={primaryButtonClass}>
            {request.isPending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
            {request.isPending ? t('passwordReset.sending') : t('passwordReset.send')}
          </button>
        </form>
      )}
    </AuthScreen>
  );
}
