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

interface ReportDialogProps {
  member: PublicMember;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const maxDescriptionLength = 1000;

export function ReportDialog({ member, open, onOpenChange }: ReportDialogProps) {
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
          toast({ title: 'Report Sent', description: 'Thank you. Our moderators will review it.' });
        },
        onError: (error) =>
          toast({ title: 'Error', description: serverMessageOf(error) ?? 'Could not send the report. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-4 rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">Report {name}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            Reports are private: {name} is not told who reported them.
          </Dialog.Description>
          <SelectField
            label="Reason"
            placeholder="Choose a reason"
            choices={reportReasons}
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
          />
          <TextAreaField
            label="Description"
            hint="(optional) What happened?"
            maxLength={maxDescriptionLength}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" className="mt-1 size-4" checked={attachConversation} onChange={(event) => setAttachConversation(event.target.checked)} />
            <span>
              Attach our conversation
              <span className="block text-muted-foreground">Moderators can then read your messages with {name}.</span>
            </span>
          </label>
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={!reason || report.isPending} onClick={submit}>
              Send Report
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
