import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import type { PublicMember } from '../../../lib/member.ts';
import { toast } from '../../../lib/toast.ts';
import { isPremiumRequired, toastPremiumUpsell } from '../../../lib/premium-upsell.ts';
import { maxPreMatchMessageLength, useSendPreMatchMessage } from '../api/send-pre-match-message.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface PreMatchDialogProps {
  senderId: string;
  target: PublicMember | null;
  onClose(): void;
}

/** One message before matching (premium; the server enforces it and the one-per-person rule). */
export function PreMatchDialog({ senderId, target, onClose }: PreMatchDialogProps) {
  const { t } = useTranslation('discovery');
  const [text, setText] = useState('');
  const send = useSendPreMatchMessage();
  if (!target) return null;
  const content = text.trim();

  const submit = () =>
    send.mutate(
      { senderId, receiverId: target.id, content },
      {
        onSuccess: () => {
          setText('');
          onClose();
          toast({ title: t('preMatch.sent'), description: t('preMatch.sentDescription') });
        },
        onError: (error) =>
          isPremiumRequired(error) ? toastPremiumUpsell(error) : toast({
            title: t('preMatch.failed'),
            description: serverMessageOf(error) ?? t('preMatch.failedDescription'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-md rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('preMatch.title')}</Dialog.Title>
          <div className="mt-4 flex items-center gap-3">
            <MemberAvatar member={target} className="size-12 text-lg" />
            <div>
              <p className="font-semibold">{target.firstName || target.name}</p>
              <p className="text-sm text-muted-foreground">{target.location}</p>
            </div>
          </div>
          <Dialog.Description className="mt-4 rounded-2xl bg-primary/15 p-3 text-sm">
            💎 {t('preMatch.premium')}
          </Dialog.Description>
          <TextAreaField
            label={t('preMatch.yourMessage')}
            className="mt-4"
            placeholder={t('preMatch.placeholder')}
            maxLength={maxPreMatchMessageLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="mt-1 text-right text-sm text-muted-foreground" aria-live="polite">
            {t('preMatch.characters', { length: text.length, max: maxPreMatchMessageLength })}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('cancel')}</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={!content || send.isPending} onClick={submit}>
              {t('sendMessage')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
