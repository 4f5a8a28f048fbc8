import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where she lands once her account is deleted: signed out, told plainly that it is done. */
export function AccountDeletedPage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeader title={t('deleteAccount.doneTitle')} />
      <div className="flex flex-col gap-4 px-4 pb-10">
        <p role="status" className="flex items-start gap-3 rounded-3xl border border-border bg-surface p-5 text-base leading-relaxed">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-kente-green" aria-hidden />
          {t('deleteAccount.done')}
        </p>
        <Link href={paths.home.href} className={primaryButtonClass}>
          {t('deleteAccount.backHome')}
        </Link>
      </div>
    </>
  );
}
