import { useEffect, useEffectEvent } from 'react';
import { subscribeToLiveMessages, type LiveMessage } from './live-channel.ts';

/** Calls `onMessage` for each live message of `type` while the component is mounted. */
export function useLiveMessage(type: string, onMessage: (message: LiveMessage) => void): void {
  const handle = useEffectEvent(onMessage);
  useEffect(
    () =>
      subscribeToLiveMessages((message) => {
        if (message.type === type) handle(message);
      }),
    [type],
  );
}
