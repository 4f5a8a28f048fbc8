import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useReports } from '../api/get-reports.ts';
import { ReportCard } from './report-card.tsx';
import { HeldAccounts } from './held-accounts.tsx';
import { SuspendedMembers } from './suspended-members.tsx';

const header = <PageHeader title="Reports" backTo={paths.profile.href} />;

/** `/admin/reports`: the moderation queue and the suspended members, for administrators. */
export function AdminReportsPage() {
  const { data: member } = useCurrentUser();
  if (member?.role !== 'admin') return <>{header}<PlaceholderNote>Only administrators can see reports.</PlaceholderNote></>;
  return (
    <>
      {header}
      <div className="flex flex-col gap-6 px-4 pb-6">
        <section aria-labelledby="pending-reports" className="flex flex-col gap-3">
          <h2 id="pending-reports" className="text-lg font-semibold">
            Pending reports
          </h2>
          <PendingReports />
        </section>
        <section aria-labelledby="held-accounts" className="flex flex-col gap-3">
          <h2 id="held-accounts" className="text-lg font-semibold">
            Held for review
          </h2>
          <HeldAccounts />
        </section>
        <section aria-labelledby="suspended-members" className="flex flex-col gap-3">
          <h2 id="suspended-members" className="text-lg font-semibold">
            Suspended members
          </h2>
          <SuspendedMembers />
        </section>
      </div>
    </>
  );
}

function PendingReports() {
  const { data, isPending, isError } = useReports();
  if (isPending) return <PlaceholderNote>Loading reports...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>Reports could not be loaded. Please try again.</PlaceholderNote>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No reports are waiting.</p>;
  return data.map((report) => <ReportCard key={report.id} report={report} />);
}
