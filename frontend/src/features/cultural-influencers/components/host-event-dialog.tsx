import { useState } from 'react';
import { createInfluencerEvent, INFLUENCER_EVENT_TYPES, INFLUENCER_LIMITS } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateInfluencerEvent } from '../api/create-influencer-event.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { SheetDialog } from './sheet-dialog.tsx';
import { useTranslation } from 'react-i18next';

const EMPTY = { eventType: '', title: '', description: '', scheduledAt: '', duration: String(INFLUENCER_LIMITS.defaultDuration), maxParticipants: String(INFLUENCER_LIMITS.formParticipants) };

export function HostEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('cultural-influencers');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateInfluencerEvent();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    // The local date and time becomes an ISO timestamp, as the spec sends it.
    const scheduledAt = form.scheduledAt ? new Date(form.scheduledAt).toISOString() : '';
    const parsed = createInfluencerEvent.body.safeParse({ ...form, scheduledAt });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('hostDialog.created'), description: t('hostDialog.createdDescription') });
        setForm(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => toast({ title: t('hostDialog.failed'), description: serverMessageOf(error), variant: 'destructive' }),
    });
  };

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('host.title')} description={t('hostDialog.description')}>
      <div className="flex flex-col gap-4">
        <SelectField label={t('hostDialog.type')} placeholder={t('hostDialog.selectType')} value={form.eventType} onChange={set('eventType')} choices={INFLUENCER_EVENT_TYPES.map((type) => ({ value: type, label: type }))} error={errors.eventType} />
        <TextField label={t('hostDialog.title')} value={form.title} onChange={(event) => set('title')(event.target.value)} error={errors.title} />
        <div>
          <TextAreaField label={t('hostDialog.descriptionField')} value={form.description} onChange={(event) => set('description')(event.target.value)} />
          {errors.description && <p className="mt-1 text-sm text-kente-red">{errors.description}</p>}
        </div>
        <TextField label={t('hostDialog.when')} type="datetime-local" value={form.scheduledAt} onChange={(event) => set('scheduledAt')(event.target.value)} error={errors.scheduledAt} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('hostDialog.duration')} type="number" min={30} max={180} value={form.duration} onChange={(event) => set('duration')(event.target.value)} error={errors.duration} />
          <TextField label={t('hostDialog.max')} type="number" min={5} max={100} value={form.maxParticipants} onChange={(event) => set('maxParticipants')(event.target.value)} error={errors.maxParticipants} />
        </div>
        <button type="button" className={primaryButtonClass} disabled={create.isPending} onClick={submit}>
          {create.isPending ? t('hostDialog.creating') : t('host.create')}
        </button>
      </div>
    </SheetDialog>
  );
}
