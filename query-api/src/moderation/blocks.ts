/**
 * SQL: the members a blocked phone number hides from `viewer` (an SQL expression), either way: those
 * holding a number she blocked, and those who blocked hers. Numbers are matched by their keyed hash.
 */
export const contactHiddenFrom = (viewer: string): string =>
  `SELECT p.member_id FROM public.contact_block_hashes b JOIN public.phone_holders p ON p.phone_hash = b.phone_hash WHERE b.member_id = ${viewer}
   UNION SELECT b.member_id FROM public.contact_block_hashes b JOIN public.phone_holders p ON p.phone_hash = b.phone_hash WHERE p.member_id = ${viewer}`;

/** SQL condition: no phone-number block between the members `a` and `b`, in either direction. */
export const noContactBlockBetween = (a: string, b: string): string => `${b} NOT IN (${contactHiddenFrom(a)})`;

/**
 * SQL condition: no block between the members `a` and `b` (SQL expressions: parameters or
 * columns) in either direction, by id or by phone number. A block hides both members from each
 * other everywhere, so every query that shows one member to another adds it.
 */
export const noBlockBetween = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM public.blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}))
   AND ${noContactBlockBetween(a, b)}`;
