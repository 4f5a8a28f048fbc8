import { CalendarPlus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useMyInfluencerApplication } from '../api/influencer-application.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { HostEventDialog } from './host-event-dialog.tsx';
import { StatusBadge } from './influencer-card.tsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

/** Apply while not (or no longer) applying; wait while pending; host once verified (the card is hidden for everyone else). */
export function ApplyHostTab() {
  const { t } = useTranslation('cultural-influencers');
  const { data, isPending, isError } = useMyInfluencerApplication();
  const [applying, setApplying] = useState(false);
  const [hosting, setHosting] = useState(false);
  if (isPending) return <PlaceholderNote>{t('loading')}</PlaceholderNote>;
  if (isError) return <PlaceholderNote>{t('applicationFailed')}</PlaceholderNote>;
  const canApply = data.status === 'none' || data.status === 'rejected';
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('become.title')} icon={Sparkles} aside={data.status !== 'none' && <StatusBadge status={data.status} />}>
        {data.status === 'pending' && <p className="text-sm text-muted-foreground">{t('underReview')}</p>}
        {data.status === 'verified' && <p className="text-sm text-muted-foreground">{t('become.verified')}</p>}
        {data.status === 'rejected' && <p className="mb-3 text-sm text-muted-foreground">Your last application was not approved: {data.rejectionReason}</p>}
        {canApply && (
          <>
            <p className="mb-3 text-sm text-muted-foreground">{t('become.text', { count: formatNumber(1000) })}</p>
            <button type="button" className={primaryButtonClass} onClick={() => setApplying(true)}>{t('become.apply')}</button>
          </>
        )}
      </Card>
      {data.status === 'verified' && (
        <Card title={t('host.title')} icon={CalendarPlus}>
          <p className="mb-3 text-sm text-muted-foreground">{t('host.text')}</p>
          <button type="button" className={primaryButtonClass} onClick={() => setHosting(true)}>{t('host.create')}</button>
        </Card>
      )}
      <ApplyDialog open={applying} onOpenChange={setApplying} />
      <HostEventDialog open={hosting} onOpenChange={setHosting} />
    </div>
  );
}
