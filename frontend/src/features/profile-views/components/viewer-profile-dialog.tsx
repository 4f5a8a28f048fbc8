import * as Dialog from '@radix-ui/react-dialog';
import { BadgeCheck, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { recordProfileView } from '../../../lib/profile-views/record-profile-view.ts';
import type { ProfileViewRecord } from '../api/get-profile-viewers.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

/** View Profile: the viewer's card; opening it is a view of their profile in turn. */
export function ViewerProfileDialog({ viewer, onClose }: { viewer: ProfileViewRecord['viewer']; onClose(): void }) {
  const { t } = useTranslation('profile-views');
  useEffect(() => {
    void recordProfileView(viewer.id);
  }, [viewer.id]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-4 top-1/4 z-50 mx-auto flex max-w-sm flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center">
          <MemberAvatar member={{ ...viewer, firstName: viewer.name }} className="size-32 rounded-3xl text-4xl" />
          <Dialog.Title className="flex items-center gap-1.5 text-xl font-semibold">
            {viewer.name}, {viewer.age}
            {viewer.isVerified && <BadgeCheck className="size-5 text-sky-400" aria-label={t('verified')} />}
          </Dialog.Title>
          <Dialog.Description className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4" aria-hidden />
            {viewer.location}
          </Dialog.Description>
          <Dialog.Close className={secondaryButtonClass}>{t('close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
