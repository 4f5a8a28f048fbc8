import { UNSEND_WINDOW_MINUTES } from '@sankofa/contracts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsendMessage } from '../api/unsend-message.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import type { ChatMessage } from '../api/get-messages.ts';
import { messageTime } from './message-time.ts';
import { MessageTicks } from './message-ticks.tsx';
import type { OutgoingMessage } from './use-outbox.ts';
import { VoiceBubble } from './voice/voice-bubble.tsx';
import { useTranslation } from 'react-i18next';

function Bubble({ me, children }: { me: CurrentUser; children: React.ReactNode }) {
  return (
    <div className="flex items-end justify-end gap-2">
      <div className="max-w-[75%] rounded-3xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground">{children}</div>
      <MemberAvatar member={me} className="size-8 text-xs" />
    </div>
  );
}

/** Within the window the server allows, judged by this device's clock (the server decides). */
const canStillUnsend = (message: ChatMessage) => Date.now() - new Date(message.createdAt).getTime() < UNSEND_WINDOW_MINUTES * 60_000;

export function OwnMessage({ message, me }: { message: ChatMessage; me: CurrentUser }) {
  const { t } = useTranslation('chat');
  const unsend = useUnsendMessage();
  const takeBack = () =>
    unsend.mutate(
      { matchId: message.matchId, messageId: message.id },
      { onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('unsend.failed'), variant: 'destructive' }) },
    );
  return (
    <Bubble me={me}>
      {message.messageType === 'voice' ? <VoiceBubble message={message} /> : <p className="break-words whitespace-pre-wrap">{message.content}</p>}
      <p className="mt-1 flex items-center justify-end gap-1 text-xs">
        <time dateTime={message.createdAt} className="opacity-80">
          {messageTime(message.createdAt)}
        </time>
        {message.status && <MessageTicks status={message.status} />}
        {canStillUnsend(message) && (
          <button type="button" onClick={takeBack} disabled={unsend.isPending} className="ml-1 rounded-full bg-primary-foreground/20 px-2 py-0.5 font-semibold">
            {t('unsend.action')}
          </button>
        )}
      </p>
    </Bubble>
  );
}

/** A message the server has not confirmed: 'Sending...', or 'Not sent' with Retry. */
export function PendingMessage({ message, me, onRetry }: { message: OutgoingMessage; me: CurrentUser; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Bubble me={me}>
      <p className="break-words whitespace-pre-wrap">{message.content}</p>
      {message.state === 'sending' ? (
        <p className="mt-1 text-right text-xs opacity-70">{t('sending')}</p>
      ) : (
        <p className="mt-1 flex items-center justify-end gap-2 text-xs">
          <span>{t('notSent')}</span>
          <button type="button" onClick={onRetry} className="rounded-full bg-primary-foreground/20 px-2 py-0.5 font-semibold">
            {t('retry')}
          </button>
        </p>
      )}
    </Bubble>
  );
}
