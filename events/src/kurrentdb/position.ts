import type { Position as KurrentPosition } from '@kurrent/kurrentdb-client';
import type { Position } from '../store.ts';

/**
 * A KurrentDB log position is the event's commit position then its prepare position, each
 * zero-padded to 20 digits (an unsigned 64-bit number has at most 20). `$all` is ordered by
 * (commit, prepare), so string order is log order. Current servers give each event of a
 * multi-event append its own log position as both; events committed together in one
 * transaction share the commit position and differ by prepare position, so the pair is what
 * makes a position unique.
 */
const WIDTH = 20;
const POSITION_PATTERN = /^(\d{20})-(\d{20})$/;
/** What servers before 22.6 put in the position fields of a stream read. */
const UNSET = (1n << 64n) - 1n;

export const encodePosition = ({ commit, prepare }: KurrentPosition): Position =>
  `${commit.toString().padStart(WIDTH, '0')}-${prepare.toString().padStart(WIDTH, '0')}`;

export const decodePosition = (position: Position): KurrentPosition => {
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new RangeError(`Not a KurrentDB log position: ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};

/** A position the server really filled in (stream reads on old servers leave it unset). */
export const isKnownPosition = (position: KurrentPosition | undefined): position is KurrentPosition =>
  position !== undefined && position.commit !== UNSET && position.prepare !== UNSET && position.commit >= 0n;
