import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDateShares, useShareDate, useStopSharingDate, type SharedDateReference } from '../api/date-shares.ts';

const sameDate = (reference: SharedDateReference) => (share: { dateKind: string; dateId: string; inviteId: string | null }) =>
  reference.kind === 'virtual_date'
    ? share.dateKind === 'virtual_date' && share.dateId === reference.id
    : share.dateKind === 'event_invitation' && share.dateId === reference.eventId && share.inviteId === reference.inviteId;

/** 'Share my date' on a date's card: who she shares it with, and stopping. */
export function ShareMyDate({ date }: { date: SharedDateReference }) {
  const { t } = useTranslation('date-safety');
  const { data: shares } = useDateShares();
  const [open, setOpen] = useState(false);
  const stop = useStopSharingDate();
  const active = shares?.find((share) => share.active && sameDate(date)(share));
  if (active) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="flex-1">{t('sharedWith', { name: active.contactName })}</span>
        <button type="button" className={smallButtonClass} disabled={stop.isPending} onClick={() => stop.mutate(active.id, { onSuccess: () => toast({ title: t('stopped') }) })}>
          {t('stop')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
        {t('share')}
      </button>
    );
  }
  return <ShareForm date={date} onDone={() => setOpen(false)} />;
}

function ShareForm({ date, onDone }: { date: SharedDateReference; onDone: () => void }) {
  const { t } = useTranslation('date-safety');
  const share = useShareDate();
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(
      { date, contactName, contactPhone, contactEmail },
      {
        onSuccess: () => {
          toast({ title: t('sent', { name: contactName.trim() }) });
          onDone();
        },
        onError: (failure) => setError(serverMessageOf(failure) ?? t('failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('formLabel')} className="flex flex-col gap-2 rounded-2xl bg-surface-muted p-3">
      <p className="text-sm text-muted-foreground">{t('explain')}</p>
      <TextField label={t('contactName')} value={contactName} onChange={(event) => setContactName(event.target.value)} required autoComplete="off" />
      <TextField label={t('contactPhone')} type="tel" value={contactPhone} onChange={(event) => setContactPhone(event.target.value)} autoComplete="off" />
      <TextField label={t('contactEmail')} type="email" value={contactEmail} onChange={(event) => setContactEmail(event.target.value)} autoComplete="off" />
      {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
      <div className="flex gap-2">
        <button type="submit" className={smallButtonClass} disabled={share.isPending}>{t('send')}</button>
        <button type="button" className={smallButtonClass} onClick={onDone}>{t('cancel')}</button>
      </div>
    </form>
  );
}
