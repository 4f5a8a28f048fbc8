import { i18n } from './i18n/i18n.ts';

/**
 * Dates, times, numbers and prices in the language the interface is shown in, so a French screen
 * reads "12 mars" and "15 $US" while English keeps the spec's "Mar 12" and "$15".
 */
const locale = () => i18n.resolvedLanguage ?? i18n.language ?? 'en';

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date, options: Intl.DateTimeFormatOptions = {}) =>
  asDate(value).toLocaleDateString(locale(), options);

export const formatTime = (value: string | number | Date, options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }) =>
  asDate(value).toLocaleTimeString(locale(), options);

export const formatDateTime = (value: string | number | Date, options: Intl.DateTimeFormatOptions = {}) =>
  asDate(value).toLocaleString(locale(), options);

export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) => value.toLocaleString(locale(), options);

/** Whole amounts show no cents ("$15"), as the spec writes its prices. */
export const formatPrice = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
