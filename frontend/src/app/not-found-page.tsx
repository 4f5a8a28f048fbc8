import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header.tsx';
import { paths } from '../lib/paths.ts';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <section className="px-4 pt-2">
        <div className="rounded-3xl border border-border bg-surface p-6">
          <p className="text-base leading-relaxed text-muted-foreground">
            {t('notFound.body')}
          </p>
          <Link
            href={paths.home.href}
            className="mt-5 inline-block rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground"
          >
            {t('notFound.back')}
          </Link>
        </div>
      </section>
    </>
  );
}
