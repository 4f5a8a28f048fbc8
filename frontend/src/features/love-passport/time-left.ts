import { i18n } from '../../lib/i18n/i18n.ts';
const HOUR_MS = 3_600_000;

/** Spec section 9: time left as days and hours, or hours only. */
export const timeLeftText = (msLeft: number): string => {
  if (msLeft <= 0) return i18n.t('love-passport:expired');
  const hours = Math.floor(msLeft / HOUR_MS);
  const days = Math.floor(hours / 24);
  return days > 0 ? i18n.t('love-passport:daysHoursLeft', { days, hours: hours % 24 }) : i18n.t('love-passport:hoursLeft', { hours });
};
