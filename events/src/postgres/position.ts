import type { Position } from '../store.ts';

/**
 * A PostgreSQL log position is the event's transaction id and global sequence number, each
 * zero-padded to 20 digits, so that string order is (transaction id, sequence) order.
 */
export interface LogCoordinates {
  transactionId: string;
  globalPosition: string;
}

const WIDTH = 20;
const POSITION_PATTERN = /^(\d{20})-(\d{20})$/;

export const encodePosition = (transactionId: string, globalPosition: string): Position =>
  `${transactionId.padStart(WIDTH, '0')}-${globalPosition.padStart(WIDTH, '0')}`;

export const START: LogCoordinates = { transactionId: '0', globalPosition: '0' };

export const decodePosition = (position: Position): LogCoordinates => {
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new RangeError(`Not a PostgreSQL log position: ${position}`);
  return { transactionId: BigInt(match[1]!).toString(), globalPosition: BigInt(match[2]!).toString() };
};
