import * as Tabs from '@radix-ui/react-tabs';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCulturalInfluencers } from '../api/cultural-influencers.ts';
import { useInfluencerEvents } from '../api/influencer-events.ts';
import { useInfluencerLiveUpdates } from '../api/use-influencer-live-updates.ts';
import { ApplyHostTab } from './apply-host-tab.tsx';
import { InfluencerCard } from './influencer-card.tsx';
import { LiveEventCard } from './live-event-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

const tabClass =
  'flex-1 rounded-full px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

export function CulturalInfluencersPage() {
  const { t } = useTranslation('cultural-influencers');
  useInfluencerLiveUpdates();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <Tabs.Root defaultValue="discover" className="px-4 pb-6">
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-full border border-border bg-surface p-1">
          <Tabs.Trigger value="discover" className={tabClass}>{t('tabs.discover')}</Tabs.Trigger>
          <Tabs.Trigger value="events" className={tabClass}>{t('tabs.events')}</Tabs.Trigger>
          <Tabs.Trigger value="apply" className={tabClass}>{t('tabs.apply')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="discover" className="mt-4"><DiscoverTab /></Tabs.Content>
        <Tabs.Content value="events" className="mt-4"><EventsTab /></Tabs.Content>
        <Tabs.Content value="apply" className="mt-4"><ApplyHostTab /></Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

function DiscoverTab() {
  const { t } = useTranslation('cultural-influencers');
  const { data, isPending, isError } = useCulturalInfluencers();
  if (isPending) return <PlaceholderNote>{t('loadingInfluencers')}</PlaceholderNote>;
  if (isError) return <PlaceholderNote>{t('influencersFailed')}</PlaceholderNote>;
  if (data.length === 0) return <Empty title={t('noInfluencers')} text={t('noInfluencersText')} />;
  return <ul className="flex flex-col gap-3">{data.map((influencer) => <InfluencerCard key={influencer.id} influencer={influencer} />)}</ul>;
}

function EventsTab() {
  const { t } = useTranslation('cultural-influencers');
  const { data, isPending, isError } = useInfluencerEvents();
  if (isPending) return <PlaceholderNote>{t('loadingEvents')}</PlaceholderNote>;
  if (isError) return <PlaceholderNote>{t('eventsFailed')}</PlaceholderNote>;
  if (data.length === 0) return <Empty title={t('noEvents')} text={t('noEventsText')} />;
  return <ul className="flex flex-col gap-3">{data.map((event) => <LiveEventCard key={event.id} event={event} />)}</ul>;
}
