import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * The conversation of a match, `match-<matchId>`: opened once the pair stream has recorded
 * `MatchMade`, closed when either member unmatches or blocks.
 */
export const matchStream = (matchId: string) => `match-${matchId}`;

export const MatchOpened = defineEvent('MatchOpened', z.object({ matchId: z.string(), userId1: z.string(), userId2: z.string() }));

export const MatchClosed = defineEvent(
  'MatchClosed',
  z.object({ matchId: z.string(), byMemberId: z.string(), reason: z.enum(['unmatch', 'block']) }),
);

export const matchEvents = [MatchOpened, MatchClosed] as const;
