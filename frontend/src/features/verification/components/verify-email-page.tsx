import { useEffect } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/** Where the e-mailed link lands: it confirms the address once, signed in or not. */
export function VerifyEmailPage() {
  const confirm = useConfirmEmail();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const message = !token
    ? 'This verification link is incomplete.'
    : confirm.isSuccess
      ? 'Your e-mail address is verified. Your bronze badge has been added.'
      : confirm.isError
        ? (serverMessageOf(confirm.error) ?? 'This verification link could not be used.')
        : 'Verifying your e-mail address...';
  return (
    <>
      <PageHeader title="Email Verification" />
      <section className="px-4 pt-2">
        <div className="rounded-3xl border border-border bg-surface p-6">
          <p className="text-base leading-relaxed" role="status">{message}</p>
          <Link href="/enhanced-verification" className="mt-5 inline-block rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground">
            Back to Enhanced Verification
          </Link>
        </div>
      </section>
    </>
  );
}
