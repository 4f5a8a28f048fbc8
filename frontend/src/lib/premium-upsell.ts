import { ApiError } from './api-client.ts';
import { toast } from './toast.ts';
import { i18n } from './i18n/i18n.ts';
import { paths } from './paths.ts';

/** The code every premium gate of the server answers with (403). */
export const PREMIUM_REQUIRED = 'premium_required';

export const isPremiumRequired = (error: unknown): boolean => error instanceof ApiError && error.code === PREMIUM_REQUIRED;

/** The upsell for a refused premium action: the server's reason and a way to /subscribe. */
export function toastPremiumUpsell(error: unknown): void {
  toast({
    title: i18n.t('upsell.title'),
    description: (error instanceof ApiError && error.serverMessage) || i18n.t('upsell.description'),
    action: { label: i18n.t('upsell.action'), href: paths.subscribe.href },
  });
}
