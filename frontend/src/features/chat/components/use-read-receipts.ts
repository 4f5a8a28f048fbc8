import { useEffect, useRef } from 'react';
import { useMarkMessages } from '../api/mark-messages.ts';
import type { ChatMessage } from '../api/get-messages.ts';

/**
 * While the conversation is open and the page visible, tells the server the member read up to
 * the newest message from the other member (once per message; the server ignores repeats anyway).
 */
export function useReadReceipts(matchId: string, messages: ChatMessage[] | undefined, meId: string): void {
  const mark = useMarkMessages();
  const marked = useRef<string | null>(null);
  const newestIncoming = messages?.findLast((message) => message.senderId !== meId)?.id;

  useEffect(() => {
    const markRead = () => {
      if (!newestIncoming || marked.current === newestIncoming || document.visibilityState !== 'visible') return;
      marked.current = newestIncoming;
      mark.mutate({ matchId, upToMessageId: newestIncoming, mark: 'read' }, { onError: () => (marked.current = null) });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
    // `mark` is a new object each render; the effect is about the newest message only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchId, newestIncoming]);
}
