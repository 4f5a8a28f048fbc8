import { useState } from 'react';
import { INFLUENCER_TYPE_LABELS } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useInfluencerApplications, useInfluencerDecision, type InfluencerApplications } from '../api/influencer-applications.ts';
import { AdminOnly } from './admin-only.tsx';

export function InfluencerReviewPage() {
  return (
    <AdminOnly>
      <PageHeader title="Influencer Applications" backTo={paths.admin.home.href} />
      <Queue />
    </AdminOnly>
  );
}

function Queue() {
  const { data, isPending, isError } = useInfluencerApplications();
  if (isPending) return <PlaceholderNote>Loading applications...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The applications could not be loaded.</PlaceholderNote>;
  if (data.length === 0) return <PlaceholderNote>No pending influencer applications.</PlaceholderNote>;
  return (
    <ul className="flex flex-col gap-3 px-4 pb-6">
      {data.map((application) => (
        <ApplicationCard key={application.memberId} application={application} />
      ))}
    </ul>
  );
}

function ApplicationCard({ application }: { application: InfluencerApplications[number] }) {
  const decide = useInfluencerDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (decision: 'verify' | 'reject') =>
    decide.mutate(
      { memberId: application.memberId, decision, reason },
      {
        onSuccess: () => toast({ title: decision === 'verify' ? 'Influencer verified' : 'Application rejected', description: `${application.name} has been notified.` }),
        onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The decision could not be saved.', variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4" aria-label={`Application from ${application.name}`}>
      <p className="font-semibold">{application.name}</p>
      <p className="text-xs text-muted-foreground">
        {INFLUENCER_TYPE_LABELS[application.influencerType]} · {application.followerCount.toLocaleString('en-US')} followers · applied {new Date(application.appliedAt).toLocaleString()}
      </p>
      <p className="text-sm">{application.bio}</p>
      <p className="text-xs text-muted-foreground">Specialties: {application.specialties.join(', ')}</p>
      <ul className="text-xs">
        {application.socialLinks.map((link) => (
          <li key={link} className="break-all">
            {/^https?:\/\//.test(link) ? <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="text-primary-ink underline">{link}</a> : link}
          </li>
        ))}
      </ul>
      {rejecting ? (
        <div className="flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor={`reason-${application.memberId}`}>Reason (shown to the applicant)</label>
          <textarea id={`reason-${application.memberId}`} className="rounded-2xl border border-border bg-background p-3 text-sm" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          <div className="flex gap-2">
            <button type="button" className={smallButtonClass} disabled={reason.trim().length === 0 || decide.isPending} onClick={() => send('reject')}>Confirm Reject</button>
            <button type="button" className={smallButtonClass} onClick={() => setRejecting(false)}>Cancel</button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <button type="button" className={`${smallButtonClass} flex-1 border-kente-green text-kente-green`} disabled={decide.isPending} onClick={() => send('verify')}>Verify</button>
          <button type="button" className={`${smallButtonClass} flex-1 border-kente-red text-kente-red`} disabled={decide.isPending} onClick={() => setRejecting(true)}>Reject</button>
        </div>
      )}
    </li>
  );
}
