import * as Tabs from '@radix-ui/react-tabs';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useVirtualDates } from '../api/virtual-dates.ts';
import { ActivitiesTab } from './activities-tab.tsx';
import { InvitationCard } from './invitation-card.tsx';
import { UpcomingDateCard } from './upcoming-date-card.tsx';
import { useTranslation } from 'react-i18next';

const tabClass =
  'flex-1 rounded-full px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/** `dateSafety`: what another feature shows on an upcoming date's card (sharing it with a trusted contact). */
export function VirtualDatesPage({ dateSafety }: { dateSafety?: (dateId: string) => React.ReactNode }) {
  const { t } = useTranslation('virtual-dates');
  const { data: me } = useCurrentUser();
  const { data: dates, isPending, isError } = useVirtualDates();
  const upgrade = me && !me.isPremium && (
    <Link href={paths.subscribe.href} className={smallButtonClass}>
      <Crown className="size-4" aria-hidden /> {t('upgrade')}
    </Link>
  );
  const header = <PageHeader title={t('title')} backTo={paths.matches.href} actions={upgrade} />;
  if (isPending || !me) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (isError) return <>{header}<PlaceholderNote>{t('failed')}</PlaceholderNote></>;

  const upcoming = dates.filter((date) => date.status === 'accepted' || date.status === 'active');
  const invitations = dates.filter((date) => date.status === 'pending' && date.participantId === me.id);
  return (
    <>
      {header}
      <Tabs.Root defaultValue="upcoming" className="px-4 pb-4">
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-full border border-border bg-surface p-1">
          <Tabs.Trigger value="upcoming" className={tabClass}>{t('tabs.upcoming', { count: upcoming.length })}</Tabs.Trigger>
          <Tabs.Trigger value="invitations" className={tabClass}>{t('tabs.invitations', { count: invitations.length })}</Tabs.Trigger>
          <Tabs.Trigger value="activities" className={tabClass}>{t('tabs.activities')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming" className="mt-4 flex flex-col gap-3">
          {upcoming.length === 0 ? (
            <Empty title={t('noUpcoming')} action={<Link href={paths.matches.href} className={smallButtonClass}>{t('browseMatches')}</Link>} />
          ) : (
            upcoming.map((date) => <UpcomingDateCard key={date.id} date={date} myId={me.id}>{dateSafety?.(date.id)}</UpcomingDateCard>)
          )}
        </Tabs.Content>
        <Tabs.Content value="invitations" className="mt-4 flex flex-col gap-3">
          {invitations.length === 0 ? (
            <Empty title={t('noInvitations')} text={t('caughtUp')} />
          ) : (
            invitations.map((date) => <InvitationCard key={date.id} date={date} />)
          )}
        </Tabs.Content>
        <Tabs.Content value="activities" className="mt-4">
          <ActivitiesTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function Empty({ title, text, action }: { title: string; text?: string; action?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-border bg-surface p-6 text-center">
      <p className="font-semibold">{title}</p>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}
