import { CircleCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../../components/button-classes.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useConfirmEmailChange } from '../../api/confirm-email-change.ts';
import { AuthScreen } from '../auth-screen.tsx';
import { ResetNotice } from '../password-reset/reset-notice.tsx';

/**
 * Where the link mailed to a new address lands. She confirms with a button rather than on load, so a
 * mail scanner that opens links cannot change an address; a link that cannot serve says why.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmailChange();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const failure = confirm.error instanceof ApiError ? confirm.error.serverMessage : confirm.error ? t('somethingWrong') : null;

  return (
    <AuthScreen title={t('emailChange.title')} backTo={paths.login.href}>
      {!token ? (
        <ResetNotice icon={LinkIcon} alert message={t('emailChange.incompleteLink')} />
      ) : confirm.isSuccess ? (
        <ResetNotice icon={CircleCheck} message={t('emailChange.done', { email: confirm.data.email })}>
          <Link href={paths.login.href} className={primaryButtonClass}>
            {t('logIn')}
          </Link>
        </ResetNotice>
      ) : (
        <div className="flex flex-col gap-4">
          {failure ? <ResetNotice icon={LinkIcon} alert message={failure} /> : <p className="text-base text-muted-foreground">{t('emailChange.explanation')}</p>}
          <button type="button" className={primaryButtonClass} disabled={confirm.isPending || failure !== null} onClick={() => confirm.mutate(token)}>
            {confirm.isPending && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
            {t('emailChange.confirm')}
          </button>
        </div>
      )}
    </AuthScreen>
  );
}
