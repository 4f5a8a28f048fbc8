import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markMessages } from '../features/chat/api/mark-messages.ts';
import { getNotificationsQueryOptions } from '../features/notifications/api/get-notifications.ts';
import { startLiveChannel } from '../lib/live/live-channel.ts';
import { useLiveMessage } from '../lib/live/use-live-message.ts';
import { matchesQueryKey } from '../lib/matches/match-count.ts';

/** Keeps the live channel open while the app runs and refreshes what each live message changes. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => startLiveChannel(), []);

  const refreshNotifications = () =>
    void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
  useLiveMessage('notification', refreshNotifications);
  useLiveMessage('notifications_read', refreshNotifications);

  // The matches list, its count, and every open conversation sit under one key.
  const refreshMatches = () => void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
  useLiveMessage('new_match', refreshMatches);
  useLiveMessage('match_closed', refreshMatches);
  useLiveMessage('new_message', ({ payload }) => {
    refreshMatches();
    // The receiver's copy has no status: this client got it, which the sender sees as delivered.
    if (payload.message.status === null) void markMessages({ matchId: payload.matchId, upToMessageId: payload.message.id, mark: 'delivered' }).catch(() => undefined);
  });
  useLiveMessage('messages_marked', refreshMatches);
  // Presence shows on the list and each match (keys of one or two parts), not in the conversations under them.
  // A privacy change may also change the ticks, so it refreshes everything under the key.
  useLiveMessage('presence_changed', ({ position }) =>
    void queryClient.invalidateQueries({ queryKey: matchesQueryKey, predicate: ({ queryKey }) => position !== undefined || queryKey.length <= 2 }),
  );
  useLiveMessage('message_translated', refreshMatches);
  useLiveMessage('message_unsent', refreshMatches);

  return null;
}
