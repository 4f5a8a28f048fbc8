import { useRef, useState } from 'react';
import { useLiveMessage } from '../../../../lib/live/use-live-message.ts';
import type { PublicMember } from '../../../../lib/member.ts';
import { toast } from '../../../../lib/toast.ts';
import type { Celebration } from './match-celebration-dialog.tsx';
import { i18n } from '../../../../lib/i18n/i18n.ts';

interface NewMatchPayload {
  matchId: string;
  matchedUser: PublicMember;
}

/**
 * Opens the celebration when our swipe makes a match, or when the other member's does (the live
 * `new_match`). The member who swiped last gets both, so each match is celebrated once.
 */
export function useMatchCelebration() {
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const celebrated = useRef(new Set<string>());

  const celebrate = (matchId: string, member: PublicMember) => {
    if (celebrated.current.has(matchId)) return;
    celebrated.current.add(matchId);
    setCelebration({ matchId, member });
  };

  useLiveMessage('new_match', ({ payload }) => {
    const { matchId, matchedUser } = payload as NewMatchPayload;
    toast({ title: i18n.t('discovery:newMatch'), description: i18n.t('discovery:matchedWith', { name: matchedUser.firstName || matchedUser.name }) });
    celebrate(matchId, matchedUser);
  });

  return { celebration, celebrate, close: () => setCelebration(null) };
}
