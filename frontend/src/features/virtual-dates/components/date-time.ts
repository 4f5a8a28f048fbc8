import { formatDateTime as formatForLocale } from '../../../lib/format.ts';

/** A date's day and time, short, in the member's language. */
export const formatDateTime = (iso: string) =>
  formatForLocale(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
