import type { PresenceView } from '@sankofa/contracts';
import { i18n } from '../i18n/i18n.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * 'Online now' while the member has a live connection; otherwise how recently they were
 * active, and nothing once that is a week ago (or when either member hides activity status).
 */
export function presenceText(presence: PresenceView | null | undefined, now: Date = new Date()): string | null {
  if (!presence) return null;
  if (presence.online) return i18n.t('presence.online');
  if (!presence.lastActiveAt) return null;
  const lastActive = new Date(presence.lastActiveAt);
  const ago = Math.max(0, now.getTime() - lastActive.getTime());
  if (ago < 60 * MINUTE_MS) return i18n.t('presence.minutesAgo', { count: Math.max(1, Math.floor(ago / MINUTE_MS)) });
  if (ago < DAY_MS && lastActive.getDate() === now.getDate()) return i18n.t('presence.today');
  const days = Math.max(1, Math.round(ago / DAY_MS));
  if (days >= 7) return null;
  return days === 1 ? i18n.t('presence.yesterday') : i18n.t('presence.daysAgo', { count: days });
}
