import { CircleCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { OneTimeCodeField, oneTimeCodeError } from '../../../../components/form/one-time-code-field.tsx';
import { PasswordField } from '../../../../components/form/password-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { minPasswordLength } from '../../signup-draft.ts';
import { useConfirmPasswordReset } from '../../api/confirm-password-reset.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { ResetNotice } from './reset-notice.tsx';

/** The link cannot serve whatever is typed: the screen says why and offers a new one. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.code?.startsWith('reset_link_') || error.bodyText.includes('body.token'));

interface Problems {
  newPassword?: string;
  twoFactorCode?: string;
}

/** Where the e-mailed link lands: a new password, and a code when the server says two-factor is on. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const confirm = useConfirmPasswordReset();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [problems, setProblems] = useState<Problems>({});

  const onFailure = (error: Error) => {
    if (error instanceof ApiError && error.code === 'two_factor_code_required') return setNeedsCode(true);
    if (error instanceof ApiError && error.code === 'invalid_two_factor_code') return setProblems({ twoFactorCode: error.serverMessage });
    if (!isDeadLink(error)) toast({ title: t('passwordReset.notReset'), description: (error instanceof ApiError && error.serverMessage) || t('somethingWrong'), variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      newPassword: newPassword.length >= minPasswordLength ? undefined : t('passwordReset.tooShort', { min: minPasswordLength }),
      twoFactorCode: needsCode ? oneTimeCodeError(twoFactorCode) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    confirm.mutate({ token, newPassword, ...(needsCode && { twoFactorCode }) }, { onError: onFailure });
  };

  const askAgain = (
    <Link href={paths.forgotPassword.href} className={primaryButtonClass}>
      {t('passwordReset.askAgain')}
    </Link>
  );

  return (
    <AuthScreen title={t('passwordReset.resetTitle')} backTo={paths.login.href}>
      {!token ? (
        <ResetNotice icon={LinkIcon} alert message={t('passwordReset.incompleteLink')}>
          {askAgain}
        </ResetNotice>
      ) : confirm.isSuccess ? (
        <ResetNotice icon={CircleCheck} message={t('passwordReset.done')}>
          <Link href={paths.login.href} className={primaryButtonClass}>
            {t('logIn')}
          </Link>
        </ResetNotice>
      ) : isDeadLink(confirm.error) ? (
        <ResetNotice icon={LinkIcon} alert message={(confirm.error instanceof ApiError && confirm.error.serverMessage) || t('passwordReset.incompleteLink')}>
          {askAgain}
        </ResetNotice>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-base text-muted-foreground">{t('passwordReset.resetSubtitle')}</p>
          <PasswordField
            label={t('passwordReset.newPassword')}
            autoComplete="new-password"
            placeholder={t('signup.passwordPlaceholder')}
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setProblems(({ newPassword: _fixed, ...others }) => others);
            }}
            error={problems.newPassword}
          />
          {needsCode && (
            <>
              <p className="text-sm text-muted-foreground">{t('passwordReset.codeInstructions')}</p>
              <OneTimeCodeField label={t('twoFactor.code')} autoFocus value={twoFactorCode} onChange={setTwoFactorCode} error={problems.twoFactorCode} />
            </>
          )}
          <button type="submit" disabled={confirm.isPending} className={primaryButtonClass}>
            {confirm.isPending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
            {confirm.isPending ? t('passwordReset.saving') : t('passwordReset.save')}
          </button>
          <Link href={paths.login.href} className={secondaryButtonClass}>
            {t('passwordReset.backToLogin')}
          </Link>
        </form>
      )}
    </AuthScreen>
  );
}
