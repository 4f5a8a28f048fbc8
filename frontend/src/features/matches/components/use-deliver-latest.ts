import { useEffect, useRef } from 'react';
import { markDelivered } from '../api/mark-delivered.ts';
import type { MemberMatch } from '../api/get-matches.ts';

/**
 * Messages that arrived while the member was away reach them with the list: each unread last
 * message from the other member is marked delivered once (the server ignores repeats anyway).
 */
export function useDeliverLatest(matches: MemberMatch[] | undefined, meId: string | undefined): void {
  const delivered = useRef(new Set<string>());
  useEffect(() => {
    for (const match of matches ?? []) {
      const last = match.lastMessage;
      if (!meId || !last || match.unreadCount === 0 || last.senderId === meId || delivered.current.has(last.id)) continue;
      delivered.current.add(last.id);
      void markDelivered(match.id, last.id).catch(() => delivered.current.delete(last.id));
    }
  }, [matches, meId]);
}
