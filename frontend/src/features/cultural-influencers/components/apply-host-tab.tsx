import { CalendarPlus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useMyInfluencerApplication } from '../api/influencer-application.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { HostEventDialog } from './host-event-dialog.tsx';
import { StatusBadge } from './influencer-card.tsx';

/** Apply while not (or no longer) applying; wait while pending; host once verified (the card is hidden for everyone else). */
export function ApplyHostTab() {
  const { data, isPending, isError } = useMyInfluencerApplication();
  const [applying, setApplying] = useState(false);
  const [hosting, setHosting] = useState(false);
  if (isPending) return <PlaceholderNote>Loading...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>Your application could not be loaded.</PlaceholderNote>;
  const canApply = data.status === 'none' || data.status === 'rejected';
  return (
    <div className="flex flex-col gap-4">
      <Card title="Become an Influencer" icon={Sparkles} aside={data.status !== 'none' && <StatusBadge status={data.status} />}>
        {data.status === 'pending' && <p className="text-sm text-muted-foreground">Your application is under review. We'll notify you once verified.</p>}
        {data.status === 'verified' && <p className="text-sm text-muted-foreground">You are a verified cultural influencer.</p>}
        {data.status === 'rejected' && <p className="mb-3 text-sm text-muted-foreground">Your last application was not approved: {data.rejectionReason}</p>}
        {canApply && (
          <>
            <p className="mb-3 text-sm text-muted-foreground">Share your culture, grow your community and host live events. At least 1,000 followers required.</p>
            <button type="button" className={primaryButtonClass} onClick={() => setApplying(true)}>Apply Now</button>
          </>
        )}
      </Card>
      {data.status === 'verified' && (
        <Card title="Host an Event" icon={CalendarPlus}>
          <p className="mb-3 text-sm text-muted-foreground">Schedule a Q&A, a workshop or a showcase for the community.</p>
          <button type="button" className={primaryButtonClass} onClick={() => setHosting(true)}>Create Event</button>
        </Card>
      )}
      <ApplyDialog open={applying} onOpenChange={setApplying} />
      <HostEventDialog open={hosting} onOpenChange={setHosting} />
    </div>
  );
}
