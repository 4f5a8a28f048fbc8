/** Quiet hours as a member saved them: local HH:MM in an IANA time zone. */
export interface QuietHours {
  start: string;
  end: string;
  timeZone: string;
}

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes past local midnight at `now` in `timeZone`. */
const localMinutes = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
};

/**
 * Whether `now` falls in the quiet hours, start included and end excluded; a start later than the
 * end spans midnight (22:00 to 07:00), and equal times are no quiet hours at all.
 */
export const inQuietHours = (now: Date, quiet: QuietHours): boolean => {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const local = localMinutes(now, quiet.timeZone);
  if (start === end) return false;
  return start < end ? local >= start && local < end : local >= start || local < end;
};

/** When the quiet hours that hold `now` end (to the minute), so a push held back can leave then. */
export const quietHoursEnd = (now: Date, quiet: QuietHours): Date => {
  const untilEnd = (minutesOf(quiet.end) - localMinutes(now, quiet.timeZone) + 1440) % 1440 || 1440;
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minuteStart + untilEnd * 60_000);
};
