import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { useInvitableMatches, useInviteDate } from '../api/invitations.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface InviteDateDialogProps {
  event: { id: string; title: string } | null;
  onClose(): void;
}

/** Invite a Date: a match and a message are both required; the match accepts or declines it. */
export function InviteDateDialog({ event, onClose }: InviteDateDialogProps) {
  const { t } = useTranslation('community-events');
  const matches = useInvitableMatches(event !== null);
  const invite = useInviteDate();
  const [matchId, setMatchId] = useState('');
  const [message, setMessage] = useState('');
  const close = () => {
    setMatchId('');
    setMessage('');
    onClose();
  };

  return (
    <Dialog.Root open={event !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('invite.title', { title: event?.title })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {(matches.data?.length ?? 0) === 0 && !matches.isPending ? t('invite.noMatches') : t('invite.canAnswer')}
          </Dialog.Description>
          <SelectField label={t('invite.match')} placeholder={t('invite.selectMatch')} value={matchId} onChange={setMatchId}
            choices={(matches.data ?? []).map((match) => ({ value: match.id, label: match.user.name }))} />
          <TextAreaField label={t('invite.message')} maxLength={500} value={message} onChange={(change) => setMessage(change.target.value)} />
          <div className="grid grid-cols-2 gap-3">
            <button type="button" className={secondaryButtonClass} onClick={close}>{t('cancel')}</button>
            <button type="button" className={primaryButtonClass} disabled={!matchId || !message.trim() || invite.isPending}
              onClick={() => event && invite.mutate({ eventId: event.id, matchId, message: message.trim() }, { onSuccess: close })}>
              {invite.isPending ? t('invite.sending') : t('invite.send')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
