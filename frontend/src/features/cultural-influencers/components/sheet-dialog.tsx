import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface SheetDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
}

/** A bottom sheet holding one form. */
export function SheetDialog({ open, onOpenChange, title, description, children }: SheetDialogProps) {
  const { t } = useTranslation('cultural-influencers');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-40 mx-auto max-h-[92dvh] max-w-md overflow-y-auto rounded-t-3xl border border-border bg-background px-4 pt-4 pb-8 shadow-2xl">
          <div className="mb-4 flex items-start gap-3">
            <Dialog.Title className="flex-1 font-display text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-foreground">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
