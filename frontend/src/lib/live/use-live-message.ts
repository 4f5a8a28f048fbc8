import { useEffect, useEffectEvent } from 'react';
import type { LiveMessageOf, LiveMessageType } from '@sankofa/contracts';
import { subscribeToLiveMessages } from './live-channel.ts';

/** Calls `onMessage` for each live message of `type` while the component is mounted. */
export function useLiveMessage<Type extends LiveMessageType>(type: Type, onMessage: (message: LiveMessageOf<Type>) => void): void {
  const handle = useEffectEvent(onMessage);
  useEffect(
    () =>
      subscribeToLiveMessages((message) => {
        if (message.type === type) handle(message as LiveMessageOf<Type>);
      }),
    [type],
  );
}
