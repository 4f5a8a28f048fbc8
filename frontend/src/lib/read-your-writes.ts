/**
 * Read-your-writes: every command answers with the log position of its last event. Reads that
 * follow send the highest one seen as `X-Min-Position`, so the query side waits until its read
 * models include our own writes instead of showing what was there before.
 */

export const eventPositionHeader = 'X-Event-Position';
export const minPositionHeader = 'X-Min-Position';
/** The server's answer to `X-Min-Position`: `false` when its bounded wait ran out before the read models had our writes. */
export const positionReachedHeader = 'X-Position-Reached';

let highestPosition: string | null = null;

export function rememberPosition(position: string | null | undefined): void {
  if (!position) return;
  // Positions compare as plain strings, byte by byte, as the server compares them.
  if (highestPosition === null || position > highestPosition) highestPosition = position;
}

export function minPositionHeaders(): Record<string, string> {
  return highestPosition ? { [minPositionHeader]: highestPosition } : {};
}
