/**
 * SQL condition: no block between the members `a` and `b` (SQL expressions: parameters or
 * columns) in either direction. A block hides both members from each other everywhere, so
 * every query that shows one member to another adds it.
 */
export const noBlockBetween = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM public.blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}))`;
