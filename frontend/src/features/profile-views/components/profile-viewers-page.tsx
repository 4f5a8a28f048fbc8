import { Crown, Eye, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { isPremiumRequired } from '../../../lib/premium-upsell.ts';
import { paths } from '../../../lib/paths.ts';
import { useProfileViewers, type ProfileViewRecord } from '../api/get-profile-viewers.ts';
import { ViewerProfileDialog } from './viewer-profile-dialog.tsx';
import { ViewerRow } from './viewer-row.tsx';
import { ViewersUpsell } from './viewers-upsell.tsx';
import { useTranslation } from 'react-i18next';

function Spinner() {
  const { t } = useTranslation('profile-views');
  return (
    <div role="status" aria-label={t('loading')} className="grid place-items-center py-16">
      <LoaderCircle className="size-8 animate-spin text-primary-ink" aria-hidden />
    </div>
  );
}

function NoViewers() {
  const { t } = useTranslation('profile-views');
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <Eye className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{t('none')}</h2>
      <p className="text-muted-foreground">{t('noneText')}</p>
    </div>
  );
}

/** The premium list; the list is asked for only for premium members, and a refusal still shows the upsell. */
function ViewersList() {
  const { t } = useTranslation('profile-views');
  const viewers = useProfileViewers(true);
  const [opened, setOpened] = useState<ProfileViewRecord['viewer'] | null>(null);
  if (viewers.isPending) return <Spinner />;
  if (viewers.isError) return isPremiumRequired(viewers.error) ? <ViewersUpsell /> : <NoViewers />;
  const { viewers: records, viewsThisMonth } = viewers.data;
  return (
    <>
      <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary-ink">
        <Crown className="size-4" aria-hidden />
        {t('premiumFeature')}
      </span>
      {records.length === 0 ? (
        <NoViewers />
      ) : (
        <ul aria-label={t('list')} className="flex flex-col gap-3">
          {records.map((record) => (
            <ViewerRow key={record.id} record={record} onViewProfile={() => setOpened(record.viewer)} />
          ))}
        </ul>
      )}
      <div className="rounded-3xl border border-border bg-surface p-4 text-center">
        <p className="text-3xl font-bold text-primary-ink">{viewsThisMonth}</p>
        <p className="text-sm text-muted-foreground">{t('thisMonth')}</p>
      </div>
      {opened && <ViewerProfileDialog viewer={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

export function ProfileViewersPage() {
  const { t } = useTranslation('profile-views');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 p-4">
        {user.isPending ? <Spinner /> : user.data?.isPremium ? <ViewersList /> : <ViewersUpsell />}
      </div>
    </>
  );
}
