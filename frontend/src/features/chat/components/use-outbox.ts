import { useState } from 'react';
import { MESSAGE_NEEDS_CONFIRMATION } from '@sankofa/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/send-message.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** A message on its way, or one whose send failed and waits for Retry. */
export interface OutgoingMessage {
  clientMessageId: string;
  content: string;
  state: 'sending' | 'failed';
  confirmedDespiteWarning?: boolean;
}

/**
 * The member's messages not yet confirmed. Each keeps its client id as the Idempotency-Key, so
 * Retry after a failure (a dropped answer included) is recorded once; it leaves the outbox once
 * the server took it and the conversation shows it. A text the server holds back for 'Are you
 * sure?' leaves the outbox unsent and waits in `unconfirmed` for the member to edit it or send it anyway.
 */
export function useOutbox(matchId: string, senderId: string) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const send = useSendMessage();
  const setState = (clientMessageId: string, state: OutgoingMessage['state'] | null) =>
    setOutgoing((current) =>
      state === null ? current.filter((message) => message.clientMessageId !== clientMessageId) : current.map((message) => (message.clientMessageId === clientMessageId ? { ...message, state } : message)),
    );

  const deliver = (message: OutgoingMessage) =>
    send.mutate(
      { matchId, senderId, content: message.content, clientMessageId: message.clientMessageId, confirmedDespiteWarning: message.confirmedDespiteWarning },
      {
        onSuccess: () => setState(message.clientMessageId, null),
        onError: (error) => {
          if (error instanceof ApiError && error.code === MESSAGE_NEEDS_CONFIRMATION) {
            setState(message.clientMessageId, null);
            setUnconfirmed(message.content);
            return;
          }
          setState(message.clientMessageId, 'failed');
          toast({ title: i18n.t('chat:error'), description: i18n.t('chat:sendFailed'), variant: 'destructive' });
        },
      },
    );

  return {
    outgoing,
    /** The text 'Are you sure?' is asking about, if any. */
    unconfirmed,
    dismissUnconfirmed: () => setUnconfirmed(null),
    send(content: string, confirmedDespiteWarning = false) {
      setUnconfirmed(null);
      const message: OutgoingMessage = { clientMessageId: crypto.randomUUID(), content, state: 'sending', ...(confirmedDespiteWarning ? { confirmedDespiteWarning } : {}) };
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
