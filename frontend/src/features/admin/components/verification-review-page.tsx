import { useState } from 'react';
import type { ReviewQueueItem } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useMediaUrl } from '../../../lib/media/use-media-url.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useReview, useReviewQueue } from '../api/review-queue.ts';
import { AdminOnly } from './admin-only.tsx';

const TYPE_NAMES = { id: 'Government ID', video: 'Video Selfie', biometric: 'Face Recognition', social: 'Social Media', phone: 'Phone', email: 'Email' } as const;

export function VerificationReviewPage() {
  return (
    <AdminOnly>
      <PageHeader title="Verification Review" backTo={paths.admin.home.href} />
      <Queue />
    </AdminOnly>
  );
}

function Queue() {
  const { data: queue, isPending, isError } = useReviewQueue();
  if (isPending) return <PlaceholderNote>Loading the review queue...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The review queue could not be loaded.</PlaceholderNote>;
  if (queue.length === 0) return <PlaceholderNote>Nothing to review. New submissions will appear here.</PlaceholderNote>;
  return (
    <ul className="flex flex-col gap-3 px-4 pb-6">
      {queue.map((item) => (
        <ReviewCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** Evidence is private media: fetched with the admin's token, shown from blob URLs. */
function Evidence({ evidence }: { evidence: ReviewQueueItem['evidence'] }) {
  const image = useMediaUrl(evidence.documentUrl ?? evidence.biometricUrl);
  const video = useMediaUrl(evidence.videoUrl);
  return (
    <div className="overflow-hidden rounded-2xl bg-surface-muted">
      {image && <img src={image} alt="Submitted photo" className="max-h-72 w-full object-contain" />}
      {video && <video src={video} controls muted playsInline aria-label="Submitted video" className="max-h-72 w-full" />}
      {evidence.socialMediaUrl && (
        <a href={evidence.socialMediaUrl} target="_blank" rel="noopener noreferrer nofollow" className="block break-all p-3 text-sm text-primary-ink underline">
          {evidence.socialMediaUrl}
        </a>
      )}
    </div>
  );
}

const CHECK_NAMES = {
  face: 'One face per frame',
  poses: 'Poses followed',
  same_person: 'Same person throughout',
  profile_match: 'Matches profile photos',
  anti_spoof: 'Anti-spoof model',
  liveness: 'Liveness model',
  screen_pattern: 'Screen pattern (heuristic)',
} as const;
const RESULT_CLASS = { pass: 'text-kente-green', fail: 'text-kente-red', unsure: 'text-primary-ink' } as const;

/** What the models found in a video selfie: each check's score against its thresholds, the unsure ones first (why it waits for a person). */
function AutomaticChecks({ checks }: { checks: NonNullable<ReviewQueueItem['automaticChecks']> }) {
  const ordered = [...checks].sort((a, b) => Number(b.result !== 'pass') - Number(a.result !== 'pass'));
  return (
    <table className="w-full text-sm" aria-label="Automatic checks">
      <tbody>
        {ordered.map(({ check, result, score, passAt, failAt }) => (
          <tr key={check} className="border-b border-border last:border-0">
            <th scope="row" className="py-1 text-left font-normal">{CHECK_NAMES[check]}</th>
            {/* Unsure at 0 can only mean her profile photos showed no face: a real 0 would fail. */}
            <td className="py-1 text-right tabular-nums">{check === 'profile_match' && result === 'unsure' && score === 0 ? 'no face in her photos' : score.toFixed(2)}</td>
            <td className="py-1 pl-2 text-right text-xs text-muted-foreground">
              {check === 'screen_pattern' ? `unsure ≥ ${passAt}` : `pass ≥ ${passAt}${failAt === null ? '' : `, fail < ${failAt}`}`}
            </td>
            <td className={`py-1 pl-2 text-right font-semibold ${RESULT_CLASS[result]}`}>{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReviewCard({ item }: { item: ReviewQueueItem }) {
  const review = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { memberId: item.memberId, requestId: item.id, decision, reason },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? 'Verification approved' : 'Verification rejected', description: `${item.memberName} has been notified.` }),
        onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The decision could not be saved.', variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4" aria-label={`${TYPE_NAMES[item.verificationType]} from ${item.memberName}`}>
      <div className="flex items-center gap-3">
        {item.memberPhoto ? <img src={item.memberPhoto} alt="" className="size-10 rounded-full object-cover" /> : <span className="size-10 rounded-full bg-surface-muted" />}
        <div className="flex-1">
          <p className="font-semibold">{item.memberName}</p>
          <p className="text-xs text-muted-foreground">
            {TYPE_NAMES[item.verificationType]} · submitted {new Date(item.submittedAt).toLocaleString()}
          </p>
        </div>
      </div>
      <Evidence evidence={item.evidence} />
      {item.automaticChecks && item.automaticChecks.length > 0 && <AutomaticChecks checks={item.automaticChecks} />}
      {rejecting ? (
        <div className="flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor={`reason-${item.id}`}>Reason (shown to the member)</label>
          <textarea id={`reason-${item.id}`} className="rounded-2xl border border-border bg-background p-3 text-sm" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          <div className="flex gap-2">
            <button type="button" className={smallButtonClass} disabled={reason.trim().length === 0 || review.isPending} onClick={() => decide('reject')}>Confirm Reject</button>
            <button type="button" className={smallButtonClass} onClick={() => setRejecting(false)}>Cancel</button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <button type="button" className={`${smallButtonClass} flex-1 border-kente-green text-kente-green`} disabled={review.isPending} onClick={() => decide('approve')}>Approve</button>
          <button type="button" className={`${smallButtonClass} flex-1 border-kente-red text-kente-red`} disabled={review.isPending} onClick={() => setRejecting(true)}>Reject</button>
        </div>
      )}
    </li>
  );
}
