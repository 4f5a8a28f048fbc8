import { ApiError } from './api-client.ts';
import { toast } from './toast.ts';

/** The code every premium gate of the server answers with (403). */
export const PREMIUM_REQUIRED = 'premium_required';

export const isPremiumRequired = (error: unknown): boolean => error instanceof ApiError && error.code === PREMIUM_REQUIRED;

/** The upsell for a refused premium action: the server's reason and a way to /subscribe. */
export function toastPremiumUpsell(error: unknown): void {
  toast({
    title: 'Premium Feature',
    description: (error instanceof ApiError && error.serverMessage) || 'Upgrade to Premium to unlock this feature.',
    action: { label: 'Upgrade to Premium', href: '/subscribe' },
  });
}
