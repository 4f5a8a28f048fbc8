import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ApiError } from '../../../lib/api-client.ts';
import { useSharedDate } from '../api/date-shares.ts';

/** What a trusted contact sees from the link, signed out: when, where and with whom. */
export function SharedDatePage() {
  const { t, i18n } = useTranslation('date-safety');
  const { token = '' } = useParams<{ token: string }>();
  const { data, error, isPending } = useSharedDate(token);
  const gone = error instanceof ApiError && error.status === 410;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-6">
      {isPending && <p>{t('page.loading')}</p>}
      {error && (
        <section role="alert" className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-6 text-center">
          <h1 className="text-lg font-semibold">{gone ? (error.code === 'shared_date_stopped' ? t('page.stopped') : t('page.expired')) : t('page.notFound')}</h1>
          <p className="text-sm text-muted-foreground">{t('page.goneHelp')}</p>
        </section>
      )}
      {data && (
        <section aria-labelledby="shared-date-title" className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center">
          <h1 id="shared-date-title" className="text-xl font-semibold">{t('page.title', { name: data.memberFirstName })}</h1>
          {data.match.photo && <img src={data.match.photo} alt={data.match.firstName} width={120} height={120} className="size-28 rounded-full object-cover" />}
          <p>{t('page.with', { name: data.match.firstName })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
            <dt className="font-semibold">{t('page.when')}</dt>
            <dd>{new Date(data.startsAt).toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' })}</dd>
            <dt className="font-semibold">{t('page.where')}</dt>
            <dd>{data.place ?? t('page.videoDate')}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">{t('page.until', { until: new Date(data.expiresAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
        </section>
      )}
    </div>
  );
}
