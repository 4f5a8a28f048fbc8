import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useLogIn, type LogInResponse } from '../../api/log-in.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { BrandMark } from '../brand-mark.tsx';
import { CredentialsForm, type Credentials } from './credentials-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

export function LoginPage() {
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);
  const logIn = useLogIn();
  const [, navigate] = useLocation();

  const onAnswer = (response: LogInResponse) => {
    if (response.requiresTwoFactor) {
      toast({ title: 'Two-Factor Authentication Required' });
      setNeedsTwoFactor(true);
      return;
    }
    toast({ title: 'Login Successful', description: `Welcome back, ${response.user.name}!` });
    navigate('/');
  };

  const onFailure = (error: Error) =>
    error instanceof ApiError
      ? toast({ title: 'Login Failed', description: error.serverMessage ?? 'Invalid credentials', variant: 'destructive' })
      : toast({ title: 'Login Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });

  const submit = (twoFactorCode?: string) =>
    logIn.mutate({ ...credentials, email: credentials.email.trim(), twoFactorCode }, { onSuccess: onAnswer, onError: onFailure });

  return (
    <AuthScreen title="Log In">
      <BrandMark />
      {needsTwoFactor ? (
        <TwoFactorForm onVerify={submit} onBack={() => setNeedsTwoFactor(false)} pending={logIn.isPending} />
      ) : (
        <CredentialsForm credentials={credentials} onChange={setCredentials} onSubmit={() => submit()} pending={logIn.isPending} />
      )}
    </AuthScreen>
  );
}
