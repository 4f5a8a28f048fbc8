/** A bound of an export or a time travel: a log position, or an instant compared with each event's `occurredAt`. */
export type LogBound = { kind: 'position'; position: string } | { kind: 'time'; at: string };

const POSITION = /^\d{20}-\d{20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

export class InvalidBoundError extends RangeError {
  override readonly name = 'InvalidBoundError';
}

/** `2026-11-20T10:00:00Z` (or a date alone) is a time; twenty digits, a dash and twenty digits a position. */
export const parseBound = (value: string, name: string): LogBound => {
  const text = value.trim();
  if (POSITION.test(text)) return { kind: 'position', position: text };
  if (ISO_DATE.test(text) && !Number.isNaN(Date.parse(text))) return { kind: 'time', at: new Date(text).toISOString() };
  throw new InvalidBoundError(`${name} must be an ISO time (2026-11-20T10:00:00Z) or a log position (digits-digits), got "${value}"`);
};

export const boundText = (bound: LogBound | undefined): string | null =>
  bound === undefined ? null : bound.kind === 'position' ? bound.position : bound.at;
