import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../lib/api-client.ts';
import { clearSuspensionNotice, readSuspensionNotice } from '../../../../lib/auth/suspension-notice.ts';
import { toast } from '../../../../lib/toast.ts';
import { paths } from '../../../../lib/paths.ts';
import { useLogIn, type LogInResponse } from '../../api/log-in.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { BrandMark } from '../brand-mark.tsx';
import { SuspensionNotice } from './suspension-notice.tsx';
import { CredentialsForm, type Credentials } from './credentials-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import { useTranslation } from 'react-i18next';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const [suspension, setSuspension] = useState<string | null>(readSuspensionNotice);
  const logIn = useLogIn();
  const [, navigate] = useLocation();

  const onAnswer = (response: LogInResponse) => {
    if (response.requiresTwoFactor) {
      toast({ title: t('twoFactorRequired') });
      setNeedsTwoFactor(true);
      return;
    }
    clearSuspensionNotice();
    toast({ title: t('loginSuccessful'), description: t('welcomeBack', { name: response.user.name }) });
    navigate(paths.home.href);
  };

  const onFailure = (error: Error) => {
    if (error instanceof ApiError && error.code === 'account_suspended') {
      setSuspension(error.serverMessage ?? t('suspendedDefault'));
      return;
    }
    return error instanceof ApiError
      ? toast({ title: t('loginFailed'), description: error.serverMessage ?? t('invalidCredentials'), variant: 'destructive' })
      : toast({ title: t('loginError'), description: t('somethingWrong'), variant: 'destructive' });
  };

  const submit = (twoFactorCode?: string) =>
    logIn.mutate({ ...credentials, email: credentials.email.trim(), twoFactorCode }, { onSuccess: onAnswer, onError: onFailure });

  return (
    <AuthScreen title={t('logIn')}>
      <BrandMark />
      {suspension && <SuspensionNotice message={suspension} />}
      {needsTwoFactor ? (
        <TwoFactorForm onVerify={submit} onBack={() => setNeedsTwoFactor(false)} pending={logIn.isPending} />
      ) : (
        <CredentialsForm credentials={credentials} onChange={setCredentials} onSubmit={() => submit()} pending={logIn.isPending} />
      )}
    </AuthScreen>
  );
}
