import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass, smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerCheckIn, useDateShares, type DateShare } from '../api/date-shares.ts';

/** 'Did everything go well?' over any screen, once a date she shared is over; signed-out visitors never ask. */
export function CheckInPrompt() {
  const { data: me } = useCurrentUser();
  const { data: shares } = useDateShares(Boolean(me));
  const [helped, setHelped] = useState<DateShare>();
  if (helped) return <EmergencyGuidance share={helped} onClose={() => setHelped(undefined)} />;
  const due = shares?.find((share) => share.checkIn === 'due' && share.active);
  return due ? <CheckIn share={due} onHelped={setHelped} /> : null;
}

const panelClass = 'fixed inset-x-3 bottom-24 z-40 mx-auto flex max-w-md flex-col gap-3 rounded-3xl border border-border bg-surface p-4 shadow-lg';

function CheckIn({ share, onHelped }: { share: DateShare; onHelped: (share: DateShare) => void }) {
  const { t } = useTranslation('date-safety');
  const answer = useAnswerCheckIn();
  const send = (value: 'all_good' | 'need_help') =>
    answer.mutate(
      { shareId: share.id, answer: value },
      {
        onSuccess: () => (value === 'need_help' ? onHelped(share) : toast({ title: t('checkIn.glad') })),
        onError: (error) => toast({ title: t('failed'), description: serverMessageOf(error), variant: 'destructive' }),
      },
    );
  return (
    <section role="dialog" aria-labelledby="check-in-title" className={panelClass}>
      <h2 id="check-in-title" className="font-semibold">{t('checkIn.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('checkIn.about', { name: share.matchFirstName, contact: share.contactName })}</p>
      <div className="flex gap-2">
        <button type="button" className={smallPrimaryButtonClass} disabled={answer.isPending} onClick={() => send('all_good')}>{t('checkIn.allGood')}</button>
        <button type="button" className={smallButtonClass} disabled={answer.isPending} onClick={() => send('need_help')}>{t('checkIn.needHelp')}</button>
      </div>
    </section>
  );
}

function EmergencyGuidance({ share, onClose }: { share: DateShare; onClose: () => void }) {
  const { t } = useTranslation('date-safety');
  return (
    <section role="dialog" aria-labelledby="help-title" className={panelClass}>
      <h2 id="help-title" className="font-semibold">{t('help.title', { contact: share.contactName })}</h2>
      <p role="alert" className="text-sm">{t('help.reported', { name: share.matchFirstName })}</p>
      <p className="text-sm font-semibold">{t('help.emergency')}</p>
      <p className="text-sm text-muted-foreground">{t('help.safePlace')}</p>
      <button type="button" className={smallButtonClass} onClick={onClose}>{t('help.close')}</button>
    </section>
  );
}
