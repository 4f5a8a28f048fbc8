const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The spec's 'Viewed {relative time} ago': 'less than a minute', '5 minutes', '2 hours', '3 days'. */
export function viewedAgo(isoTime: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(isoTime).getTime());
  if (elapsed < minuteMs) return 'Viewed less than a minute ago';
  if (elapsed < hourMs) return `Viewed ${plural(Math.floor(elapsed / minuteMs), 'minute')} ago`;
  if (elapsed < dayMs) return `Viewed ${plural(Math.floor(elapsed / hourMs), 'hour')} ago`;
  return `Viewed ${plural(Math.floor(elapsed / dayMs), 'day')} ago`;
}
