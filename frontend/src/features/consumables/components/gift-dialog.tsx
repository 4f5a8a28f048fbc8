import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { GIFT_CATALOG, type GiftId } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { useGiftableMatches, type UseBody } from '../api/consumables.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface GiftDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onSend(body: UseBody): void;
}

const giftChoices = GIFT_CATALOG.map(({ id, name }) => ({ value: id, label: name }));

/** A gift goes to a match: the member picks who, which gift (each with its meaning) and a message. */
export function GiftDialog({ open, onOpenChange, pending, onSend }: GiftDialogProps) {
  const { t } = useTranslation('consumables');
  const matches = useGiftableMatches(open);
  const [receiverId, setReceiverId] = useState('');
  const [giftId, setGiftId] = useState<GiftId | ''>('');
  const [message, setMessage] = useState('');
  const matchChoices = (matches.data ?? []).map(({ user }) => ({ value: user.id, label: user.name }));
  const gift = GIFT_CATALOG.find(({ id }) => id === giftId);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('gift.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {matchChoices.length === 0 && !matches.isPending ? t('gift.noMatches') : t('gift.inChat')}
          </Dialog.Description>
          <SelectField label={t('gift.match')} placeholder={t('gift.chooseMatch')} choices={matchChoices} value={receiverId} onChange={setReceiverId} />
          <SelectField label={t('gift.gift')} placeholder={t('gift.chooseGift')} choices={giftChoices} value={giftId} onChange={(value) => setGiftId(value as GiftId)} />
          {gift && <p className="text-sm text-muted-foreground">{gift.meaning}</p>}
          <TextAreaField label={t('gift.message')} hint={t('gift.optional')} maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('gift.cancel')}</Dialog.Close>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={!receiverId || !giftId || pending}
              onClick={() => giftId && onSend({ targetUserId: receiverId, giftId, message: message.trim() || undefined })}
            >
              {pending ? t('using') : t('gift.send')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
