import * as Dialog from '@radix-ui/react-dialog';
import { Languages, X } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useSaveLanguagePreferences } from '../api/save-language-preferences.ts';
import { useTranslation } from 'react-i18next';

export function TranslationSettingsDialog() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={t('translation.title')} className={iconButtonClass}>
        <Languages className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto max-w-md rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <div className="mb-4 flex items-start gap-3">
            <Dialog.Title className="flex-1 font-display text-2xl font-bold">{t('translation.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('close')} className={iconButtonClass}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-foreground">
            {t('translation.description')}
          </Dialog.Description>
          {open && <TranslationSettingsForm onSaved={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the dialog opens, so it starts from the member's saved settings. */
function TranslationSettingsForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('chat');
  const { data: member } = useCurrentUser();
  const { data: languages = [] } = useLanguages();
  const [preferredLanguage, setPreferredLanguage] = useState(member?.preferredLanguage ?? '');
  const [autoTranslate, setAutoTranslate] = useState(member?.autoTranslate ?? false);
  const save = useSaveLanguagePreferences();

  const submit = () =>
    save.mutate(
      { preferredLanguage, autoTranslate },
      {
        onSuccess: () => {
          onSaved();
          toast({ title: t('translation.updated'), description: t('translation.saved') });
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('translation.preferred')}
        placeholder={t('translation.choose')}
        choices={languages.map(({ code, name }) => ({ value: code, label: name }))}
        value={preferredLanguage}
        onChange={setPreferredLanguage}
      />
      <label className="flex items-center gap-3 text-base">
        <input
          type="checkbox"
          checked={autoTranslate}
          onChange={(event) => setAutoTranslate(event.target.checked)}
          className="size-5 accent-(--primary)"
        />
        {t('translation.auto')}
      </label>
      <button type="button" className={primaryButtonClass} disabled={!preferredLanguage || save.isPending} onClick={submit}>
        {save.isPending ? t('translation.saving') : t('translation.save')}
      </button>
    </div>
  );
}
