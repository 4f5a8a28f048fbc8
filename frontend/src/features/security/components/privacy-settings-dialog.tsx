import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useState } from 'react';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePrivacySettings } from '../api/get-privacy-settings.ts';
import { useSavePrivacySettings } from '../api/save-privacy-settings.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

const DISTANCE_CHOICES: ReadonlyArray<{ value: PrivacySettings['distanceVisibility'] }> = [
  { value: 'everyone' },
  { value: 'matches' },
  { value: 'nobody' },
];

interface PrivacySettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Who sees the member's distance, and whether she appears in discovery at all. */
export function PrivacySettingsDialog({ open, onOpenChange }: PrivacySettingsDialogProps) {
  const { t } = useTranslation('security');
  // A changed choice is kept over the saved one until the dialog closes.
  const saved = usePrivacySettings(open);
  const save = useSavePrivacySettings();
  const [edits, setEdits] = useState<Partial<PrivacySettings>>({});
  const settings: PrivacySettings = { ...DEFAULT_PRIVACY_SETTINGS, ...saved.data, ...edits };
  const setSettings = (change: (current: PrivacySettings) => PrivacySettings) => setEdits(change(settings));
  const changeOpen = (next: boolean) => {
    if (!next) setEdits({});
    onOpenChange(next);
  };

  const submit = () =>
    save.mutate(settings, {
      onSuccess: () => {
        toast({ title: t('privacy.saved'), description: settings.hideFromDiscovery ? t('privacy.hidden') : t('privacy.inEffect') });
        changeOpen(false);
      },
      onError: (error) => toast({ title: t('privacy.failed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
    });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-md flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('actions.privacy')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('privacy.description')}</Dialog.Description>
          <fieldset className="flex flex-col gap-2" disabled={saved.isPending}>
            <legend className="mb-2 text-sm font-semibold">{t('privacy.distance')}</legend>
            {DISTANCE_CHOICES.map(({ value }) => (
              <label
                key={value}
                className={clsx('flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 text-sm', settings.distanceVisibility === value ? 'border-primary bg-primary/10' : 'border-border')}
              >
                <input
                  type="radio"
                  name="distanceVisibility"
                  value={value}
                  checked={settings.distanceVisibility === value}
                  onChange={() => setSettings((current) => ({ ...current, distanceVisibility: value }))}
                  className="accent-primary"
                />
                {t(`privacy.choices.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-border px-4 py-3 text-sm">
            <span className="flex-1">
              <span className="block font-semibold">{t('privacy.hide')}</span>
              <span className="text-muted-foreground">{t('privacy.hideText')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={settings.hideFromDiscovery}
              onChange={(event) => setSettings((current) => ({ ...current, hideFromDiscovery: event.target.checked }))}
              className="size-5 accent-primary"
            />
          </label>
          {/* Activity status and read receipts join this dialog with the chat settings. */}
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className={secondaryButtonClass}>{t('cancel')}</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={save.isPending || saved.isPending} onClick={submit}>
              {save.isPending ? t('saving') : t('save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
