import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import type { PublicMember } from '../../../lib/member.ts';
import { toast } from '../../../lib/toast.ts';
import { reportReasons, useReportMember, type ReportReason } from '../api/report-member.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface ReportDialogProps {
  member: PublicMember;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const maxDescriptionLength = 1000;

export function ReportDialog({ member, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('matches');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [attachConversation, setAttachConversation] = useState(false);
  const report = useReportMember();
  const name = member.firstName || member.name;

  const submit = () => {
    if (!reason) return;
    report.mutate(
      { memberId: member.id, reason, description: description.trim(), attachConversation },
      {
        onSuccess: () => {
          onOpenChange(false);
          setReason('');
          setDescription('');
          setAttachConversation(false);
          toast({ title: t('reportDialog.sent'), description: t('reportDialog.sentDescription') });
        },
        onError: (error) =>
          toast({ title: t('error'), description: serverMessageOf(error) ?? t('reportDialog.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('reportDialog.title', { name })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {t('reportDialog.private', { name })}
          </Dialog.Description>
          <SelectField
            label={t('reportDialog.reason')}
            placeholder={t('reportDialog.chooseReason')}
            choices={reportReasons.map(({ value }) => ({ value, label: t(`reportDialog.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
          />
          <TextAreaField
            label={t('reportDialog.description')}
            hint={t('reportDialog.hint')}
            maxLength={maxDescriptionLength}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" className="mt-1 size-4" checked={attachConversation} onChange={(event) => setAttachConversation(event.target.checked)} />
            <span>
              {t('reportDialog.attach')}
              <span className="block text-muted-foreground">{t('reportDialog.attachHint', { name })}</span>
            </span>
          </label>
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('cancel')}</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={!reason || report.isPending} onClick={submit}>
              {t('reportDialog.send')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
