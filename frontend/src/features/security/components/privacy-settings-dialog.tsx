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

const DISTANCE_CHOICES: ReadonlyArray<{ value: PrivacySettings['distanceVisibility']; label: string }> = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'matches', label: 'Matches only' },
  { value: 'nobody', label: 'Nobody' },
];

interface PrivacySettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Who sees the member's distance, and whether she appears in discovery at all. */
export function PrivacySettingsDialog({ open, onOpenChange }: PrivacySettingsDialogProps) {
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
        toast({ title: 'Privacy Settings Saved', description: settings.hideFromDiscovery ? 'You are hidden from discovery.' : 'Your privacy choices are in effect.' });
        changeOpen(false);
      },
      onError: (error) => toast({ title: 'Could not save privacy settings', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
    });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-md flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">Privacy Settings</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">Choose what other members can see about you.</Dialog.Description>
          <fieldset className="flex flex-col gap-2" disabled={saved.isPending}>
            <legend className="mb-2 text-sm font-semibold">Who can see your distance</legend>
            {DISTANCE_CHOICES.map(({ value, label }) => (
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
                {label}
              </label>
            ))}
          </fieldset>
          <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-border px-4 py-3 text-sm">
            <span className="flex-1">
              <span className="block font-semibold">Hide me from discovery</span>
              <span className="text-muted-foreground">Nobody new will see your profile; your matches and chats stay.</span>
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
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button type="button" className={primaryButtonClass} disabled={save.isPending || saved.isPending} onClick={submit}>
              {save.isPending ? 'Saving...' : 'Save'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
