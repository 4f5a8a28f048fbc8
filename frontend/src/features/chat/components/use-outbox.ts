import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/send-message.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** A message on its way, or one whose send failed and waits for Retry. */
export interface OutgoingMessage {
  clientMessageId: string;
  content: string;
  state: 'sending' | 'failed';
}

/**
 * The member's messages not yet confirmed. Each keeps its client id as the Idempotency-Key, so
 * Retry after a failure (a dropped answer included) is recorded once; it leaves the outbox once
 * the server took it and the conversation shows it.
 */
export function useOutbox(matchId: string, senderId: string) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const send = useSendMessage();
  const setState = (clientMessageId: string, state: OutgoingMessage['state'] | null) =>
    setOutgoing((current) =>
      state === null ? current.filter((message) => message.clientMessageId !== clientMessageId) : current.map((message) => (message.clientMessageId === clientMessageId ? { ...message, state } : message)),
    );

  const deliver = (message: OutgoingMessage) =>
    send.mutate(
      { matchId, senderId, content: message.content, clientMessageId: message.clientMessageId },
      {
        onSuccess: () => setState(message.clientMessageId, null),
        onError: () => {
          setState(message.clientMessageId, 'failed');
          toast({ title: i18n.t('chat:error'), description: i18n.t('chat:sendFailed'), variant: 'destructive' });
        },
      },
    );

  return {
    outgoing,
    send(content: string) {
      const message: OutgoingMessage = { clientMessageId: crypto.randomUUID(), content, state: 'sending' };
      setOutgoing((current) => [...current, message]);
      deliver(message);
    },
    retry(message: OutgoingMessage) {
      setState(message.clientMessageId, 'sending');
      deliver(message);
    },
  };
}

export type Outbox = ReturnType<typeof useOutbox>;
