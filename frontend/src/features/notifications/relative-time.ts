import { i18n } from '../../lib/i18n/i18n.ts';
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** 'just now', '5m ago', '2h ago', '3d ago'. */
export function relativeTime(isoTime: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(isoTime).getTime());
  if (elapsed < minuteMs) return 'just now';
  if (elapsed < hourMs) return i18n.t('notifications:ago.minutes', { count: Math.floor(elapsed / minuteMs) });
  if (elapsed < dayMs) return i18n.t('notifications:ago.hours', { count: Math.floor(elapsed / hourMs) });
  return i18n.t('notifications:ago.days', { count: Math.floor(elapsed / dayMs) });
}
