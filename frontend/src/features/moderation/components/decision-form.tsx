import { useState } from 'react';
import type { ModerationAction } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDismissReport } from '../api/dismiss-report.ts';
import { useUpholdReport } from '../api/uphold-report.ts';

const actions: ReadonlyArray<{ value: ModerationAction; label: string }> = [
  { value: 'none', label: 'No action' },
  { value: 'warn', label: 'Warn' },
  { value: 'suspend', label: 'Suspend' },
];

const maxNoteLength = 1000;

const failed = (error: Error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The decision could not be saved. Please try again.', variant: 'destructive' });

/** Uphold (with no action, a warning or a suspension) or dismiss; the note is what a warned or suspended member is told. */
export function DecisionForm({ reportId, name }: { reportId: string; name: string }) {
  const [action, setAction] = useState<ModerationAction>('none');
  const [note, setNote] = useState('');
  const uphold = useUpholdReport();
  const dismiss = useDismissReport();
  const pending = uphold.isPending || dismiss.isPending;

  const upheld = () =>
    uphold.mutate(
      { reportId, action, note: note.trim() },
      { onSuccess: () => toast({ title: 'Report upheld', description: action === 'suspend' ? `${name} is suspended.` : action === 'warn' ? `${name} has been warned.` : undefined }), onError: failed },
    );
  const dismissed = () => dismiss.mutate({ reportId, note: note.trim() }, { onSuccess: () => toast({ title: 'Report dismissed' }), onError: failed });

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium">If upheld</legend>
        {actions.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
            <input type="radio" name={`action-${reportId}`} value={choice.value} checked={action === choice.value} onChange={() => setAction(choice.value)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <TextAreaField label="Note" hint="(optional) The reason a warned or suspended member is told" rows={2} maxLength={maxNoteLength} value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className={secondaryButtonClass} disabled={pending} onClick={dismissed}>
          Dismiss
        </button>
        <button type="button" className={primaryButtonClass} disabled={pending} onClick={upheld}>
          Uphold
        </button>
      </div>
    </div>
  );
}
