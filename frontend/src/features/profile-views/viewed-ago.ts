import { i18n } from '../../lib/i18n/i18n.ts';
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The spec's 'Viewed {relative time} ago': 'less than a minute', '5 minutes', '2 hours', '3 days'. */
export function viewedAgo(isoTime: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(isoTime).getTime());
  if (elapsed < minuteMs) return i18n.t('profile-views:viewedAgo.justNow');
  if (elapsed < hourMs) return i18n.t('profile-views:viewedAgo.minutes', { count: Math.floor(elapsed / minuteMs) });
  if (elapsed < dayMs) return i18n.t('profile-views:viewedAgo.hours', { count: Math.floor(elapsed / hourMs) });
  return i18n.t('profile-views:viewedAgo.days', { count: Math.floor(elapsed / dayMs) });
}
