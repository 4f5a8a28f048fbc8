const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** 'just now', '5m ago', '2h ago', '3d ago'. */
export function relativeTime(isoTime: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(isoTime).getTime());
  if (elapsed < minuteMs) return 'just now';
  if (elapsed < hourMs) return `${Math.floor(elapsed / minuteMs)}m ago`;
  if (elapsed < dayMs) return `${Math.floor(elapsed / hourMs)}h ago`;
  return `${Math.floor(elapsed / dayMs)}d ago`;
}
