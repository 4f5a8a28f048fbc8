import type { ReportReason } from '@sankofa/contracts';
import type { PendingReport } from '../api/get-reports.ts';
import { DecisionForm } from './decision-form.tsx';
import { AttachedConversation, ReportedMessage, ReportedProfile } from './report-context.tsx';

const reasonLabels: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  harassment: 'Harassment',
  inappropriate_content: 'Inappropriate content',
  spam: 'Spam or scam',
  underage: 'Underage',
  other: 'Something else',
};

/** One pending report: what was reported and by whom, its context, and the decision. */
export function ReportCard({ report }: { report: PendingReport }) {
  const name = report.reported.name ?? 'This member';
  return (
    <article aria-label={`Report about ${name}`} className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
      <header className="flex items-baseline gap-2">
        <h3 className="flex-1 font-semibold">{reasonLabels[report.reason]}</h3>
        <time dateTime={report.createdAt} className="text-xs text-muted-foreground">
          {new Date(report.createdAt).toLocaleString()}
        </time>
      </header>
      <p className="text-sm text-muted-foreground">
        Reported by {report.reporter.name ?? 'a former member'}
        {report.description ? `: “${report.description}”` : ''}
      </p>
      <ReportedProfile report={report} />
      <ReportedMessage report={report} />
      <AttachedConversation report={report} />
      <DecisionForm reportId={report.id} name={name} />
    </article>
  );
}
