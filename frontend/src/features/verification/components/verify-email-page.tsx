import { useEffect } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { useTranslation } from 'react-i18next';

/** Where the e-mailed link lands: it confirms the address once, signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation('verification');
  const confirm = useConfirmEmail();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const message = !token
    ? t('verifyEmail.incomplete')
    : confirm.isSuccess
      ? t('verifyEmail.verified')
      : confirm.isError
        ? (serverMessageOf(confirm.error) ?? t('verifyEmail.unusable'))
        : t('verifyEmail.verifying');
  return (
    <>
      <PageHeader title={t('verifyEmail.title')} />
      <section className="px-4 pt-2">
        <div className="rounded-3xl border border-border bg-surface p-6">
          <p className="text-base leading-relaxed" role="status">{message}</p>
          <Link href={paths.enhancedVerification.href} className="mt-5 inline-block rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground">
            {t('verifyEmail.back')}
          </Link>
        </div>
      </section>
    </>
  );
}
