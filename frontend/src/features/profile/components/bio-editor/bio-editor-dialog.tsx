import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { Crown, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../../components/icon-button-class.ts';
import type { BioType, CurrentUser } from '../../../../lib/member.ts';
import { MediaBioTab } from './media-bio-tab.tsx';
import { TextBioTab } from './text-bio-tab.tsx';
import { returnFocusToOpener } from '../../../../components/return-focus.ts';

const styles: { value: BioType; premium: boolean }[] = [
  { value: 'text', premium: false },
  { value: 'audio', premium: true },
  { value: 'video', premium: true },
];

interface BioEditorDialogProps {
  member: CurrentUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function BioEditorDialog({ member, open, onOpenChange }: BioEditorDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-40 mx-auto max-h-[92dvh] max-w-md overflow-y-auto rounded-t-3xl border border-border bg-background px-4 pt-4 pb-8 shadow-2xl">
          <div className="mb-4 flex items-start gap-3">
            <div className="flex-1">
              <Dialog.Title className="font-display text-2xl font-bold">{t('bioEditor.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {t('bioEditor.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('bioEditor.close')} className={iconButtonClass}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue={member.bioType ?? 'text'}>
            <Tabs.List aria-label={t('bioEditor.styleLabel')} className="mb-4 grid grid-cols-3 gap-2">
              {styles.map(({ value, premium }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className={clsx(
                    'flex flex-col items-center rounded-2xl border border-border bg-surface px-2 py-2.5 text-center transition-colors',
                    'data-[state=active]:border-primary data-[state=active]:bg-primary/15',
                  )}
                >
                  <span className="flex items-center gap-1 font-semibold">
                    {t(`bioEditor.styles.${value}.label`)}
                    {premium && !member.isPremium && <Crown className="size-3.5 text-primary-ink" aria-label={t('bioEditor.premium')} />}
                  </span>
                  <span className="text-xs text-muted-foreground">{t(`bioEditor.styles.${value}.hint`)}</span>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="text">
              <TextBioTab savedBio={member.bio ?? ''} />
            </Tabs.Content>
            <Tabs.Content value="audio">
              <MediaBioTab kind="audio" isPremium={member.isPremium} currentUrl={member.audioBio} />
            </Tabs.Content>
            <Tabs.Content value="video">
              <MediaBioTab kind="video" isPremium={member.isPremium} currentUrl={member.videoBio} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
