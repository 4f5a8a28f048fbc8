import { useEffect, useState } from 'react';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';

/** How long 'typing…' stays after the last signal: a little over the server's relay interval. */
export const TYPING_SHOWN_MS = 4_000;

/** Whether the other member of `matchId` is typing; a message from them ends it at once. */
export function useOtherTyping(matchId: string): boolean {
  const [typingAt, setTypingAt] = useState<number | null>(null);
  useLiveMessage('typing', ({ payload }) => {
    if (payload.matchId === matchId) setTypingAt(Date.now());
  });
  useLiveMessage('new_message', ({ payload }) => {
    if (payload.matchId === matchId && payload.message.status === null) setTypingAt(null);
  });
  useEffect(() => {
    if (typingAt === null) return;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return typingAt !== null;
}
