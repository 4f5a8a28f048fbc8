import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { EVENT_CATEGORY_IDS, hostEventBody } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useHostEvent } from '../api/host-event.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

const EMPTY = { title: '', description: '', category: '', date: '', time: '', venue: '', address: '', city: '', country: '', priceAmount: '0', capacity: '20', organizer: '', website: '', tags: '' };
type Form = typeof EMPTY;

/** The form as the contract's body: numbers parsed, tags split on commas. */
const bodyOf = (form: Form) => ({
  ...form,
  priceAmount: form.priceAmount === '' ? Number.NaN : Number(form.priceAmount),
  capacity: form.capacity === '' ? Number.NaN : Number(form.capacity),
  tags: form.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
});

/** Host Your Own Event: checked with the server's own rules before sending, each message beside its field. */
export function HostEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('community-events');
  const host = useHostEvent();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const field = (name: keyof Form) => ({
    value: form[name],
    error: errors[name],
    // A field being corrected no longer shows the message about its old value.
    onChange: (event: { target: { value: string } }) => {
      setForm({ ...form, [name]: event.target.value });
      setErrors({ ...errors, [name]: undefined });
    },
  });

  const submit = () => {
    const parsed = hostEventBody.safeParse(bodyOf(form));
    if (!parsed.success) {
      const found: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    host.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] max-w-md flex-col gap-3 overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('host.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('host.description')}</Dialog.Description>
          <TextField label={t('host.fields.title')} {...field('title')} />
          <TextAreaField label={t('host.fields.description')} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
          {errors.description && <p className="text-sm text-kente-red">{errors.description}</p>}
          <SelectField label={t('host.fields.category')} placeholder={t('host.fields.selectCategory')} value={form.category} error={errors.category} onChange={(category) => setForm({ ...form, category })}
            choices={EVENT_CATEGORY_IDS.map((value) => ({ value, label: t(`events:categories.${value}`) }))} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t('host.fields.date')} type="date" {...field('date')} />
            <TextField label={t('host.fields.time')} type="time" {...field('time')} />
          </div>
          <TextField label={t('host.fields.venue')} {...field('venue')} />
          <TextField label={t('host.fields.address')} {...field('address')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t('host.fields.city')} {...field('city')} />
            <TextField label={t('host.fields.country')} {...field('country')} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField label={t('host.fields.price')} type="number" min={0} {...field('priceAmount')} />
            <TextField label={t('host.fields.capacity')} type="number" min={2} {...field('capacity')} />
          </div>
          <TextField label={t('host.fields.organizer')} {...field('organizer')} />
          <TextField label={t('host.fields.website')} type="url" placeholder="https://" {...field('website')} />
          <TextField label={t('host.fields.tags')} {...field('tags')} />
          {host.isError && <p role="alert" className="text-sm text-kente-red">Event Creation Failed: {serverMessageOf(host.error) ?? 'please try again'}</p>}
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('cancel')}</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={host.isPending} onClick={submit}>{host.isPending ? t('host.creating') : t('host.create')}</button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
