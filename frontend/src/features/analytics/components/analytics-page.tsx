import { useState } from 'react';
import type { AnalyticsReport } from '@sankofa/contracts';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { lastDays, rangeProblem, type DateRange } from '../date-range.ts';
import { money } from '../format.ts';
import { CohortTable } from './cohort-table.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { RangePicker } from './range-picker.tsx';
import { SeriesChart } from './series-chart.tsx';
import { Totals } from './totals.tsx';

const GOLD = 'var(--primary)';
const GREEN = 'var(--kente-green)';
const RED = 'var(--kente-red)';
const INK = 'var(--muted-foreground)';

/** `/admin/analytics`: the product's numbers over a chosen range of UTC days. Admins only (the API answers others 403). */
export function AnalyticsPage() {
  const { data: member } = useCurrentUser();
  if (member?.role !== 'admin') return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Analytics" backTo={paths.admin.home.href} />
      <Dashboard />
    </>
  );
}

function Dashboard() {
  const [draft, setDraft] = useState<DateRange>(() => lastDays(30));
  // The charts follow the last valid range; an invalid one only shows what is wrong with it.
  const [applied, setApplied] = useState<DateRange>(draft);
  const problem = rangeProblem(draft);
  const change = (next: DateRange) => {
    setDraft(next);
    if (rangeProblem(next) === null) setApplied(next);
  };
  const { data: report, isPending, isError } = useAnalytics(applied);
  return (
    <div className="flex flex-col gap-3 px-4 pb-8">
      <RangePicker range={draft} problem={problem} onChange={change} />
      {isPending ? (
        <PlaceholderNote>Loading analytics...</PlaceholderNote>
      ) : isError ? (
        <PlaceholderNote>The analytics could not be loaded.</PlaceholderNote>
      ) : (
        <Charts report={report} />
      )}
    </div>
  );
}

function Charts({ report }: { report: AnalyticsReport }) {
  const { days } = report;
  return (
    <>
      <Totals report={report} />
      <SeriesChart title="Signups per day" days={days} series={[{ key: 'signups', name: 'Signups', color: GOLD, kind: 'bar' }]} />
      <SeriesChart title="Daily active members" days={days} series={[{ key: 'activeMembers', name: 'Active members', color: GREEN, kind: 'line' }]} />
      <SeriesChart
        title="Swipes and like rate"
        days={days}
        stacked
        series={[
          { key: 'likes', name: 'Likes', color: GREEN, kind: 'bar' },
          { key: 'passes', name: 'Passes', color: INK, kind: 'bar' },
          { key: 'likeRate', name: 'Like rate', color: GOLD, kind: 'rate' },
        ]}
      />
      <SeriesChart
        title="Matches and match rate"
        days={days}
        series={[
          { key: 'matches', name: 'Matches', color: RED, kind: 'bar' },
          { key: 'matchRate', name: 'Match rate', color: GOLD, kind: 'rate' },
        ]}
      />
      <SeriesChart title="Messages" days={days} series={[{ key: 'messages', name: 'Messages', color: GOLD, kind: 'bar' }]} />
      <SeriesChart
        title="Premium conversion"
        days={days}
        series={[
          { key: 'newPremium', name: 'New premium members', color: GOLD, kind: 'bar' },
          { key: 'premiumConversion', name: 'Members ever premium', color: GREEN, kind: 'rate' },
        ]}
      />
      <SeriesChart
        title="Revenue"
        days={days}
        stacked
        formatValue={money}
        series={[
          { key: 'premiumRevenueCents', name: 'Premium', color: GOLD, kind: 'bar' },
          { key: 'consumableRevenueCents', name: 'Consumables', color: GREEN, kind: 'bar' },
        ]}
      />
      <SeriesChart
        title="Consumables sold and used"
        days={days}
        series={[
          { key: 'consumablesBought', name: 'Sold', color: GOLD, kind: 'bar' },
          { key: 'consumablesUsed', name: 'Used', color: RED, kind: 'bar' },
        ]}
      />
      <CohortTable cohorts={report.cohorts} />
      <FunnelChart funnel={report.funnel} />
    </>
  );
}
