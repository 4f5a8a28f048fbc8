import * as Toast from '@radix-ui/react-toast';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { dismissToast, toastDurationMs, useToasts } from '../lib/toast.ts';
import { useTranslation } from 'react-i18next';

/**
 * Spec constants: swipe right past 50 px to dismiss; F8 moves focus to the toasts. They sit
 * low, above the bottom navigation, so they never hide a screen's title or back button.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();

  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, action }) => (
        <Toast.Root
          key={id}
          open
          onOpenChange={(open) => !open && dismissToast(id)}
          className={clsx(
            'relative flex items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl shadow-black/30',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            variant === 'destructive'
              ? 'border-kente-red/60 bg-kente-red-solid text-white'
              : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{title}</Toast.Title>
            {description && <Toast.Description className="mt-1 text-sm opacity-90">{description}</Toast.Description>}
            {action && (
              <Toast.Action altText={action.label} asChild>
                <Link href={action.href} onClick={() => dismissToast(id)} className="mt-2 inline-block text-sm font-semibold text-primary-ink underline-offset-4 hover:underline">
                  {action.label}
                </Link>
              </Toast.Action>
            )}
          </div>
          <Toast.Close aria-label={t('dismiss')} className="absolute top-3 right-3 rounded-full p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-2 p-4 pb-22 outline-none"
      />
    </Toast.Provider>
  );
}
