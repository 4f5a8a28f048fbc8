import type { PresenceView } from '@sankofa/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * 'Online now' while the member has a live connection; otherwise how recently they were
 * active, and nothing once that is a week ago (or when either member hides activity status).
 */
export function presenceText(presence: PresenceView | null | undefined, now: Date = new Date()): string | null {
  if (!presence) return null;
  if (presence.online) return 'Online now';
  if (!presence.lastActiveAt) return null;
  const lastActive = new Date(presence.lastActiveAt);
  const ago = Math.max(0, now.getTime() - lastActive.getTime());
  if (ago < 60 * MINUTE_MS) return `Active ${Math.max(1, Math.floor(ago / MINUTE_MS))} min ago`;
  if (ago < DAY_MS && lastActive.getDate() === now.getDate()) return 'Active today';
  const days = Math.max(1, Math.round(ago / DAY_MS));
  if (days >= 7) return null;
  return days === 1 ? 'Active yesterday' : `Active ${days} days ago`;
}
