import { MemberAvatar } from '../../../components/member-avatar.tsx';
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

export function OwnMessage({ message, me }: { message: ChatMessage; me: CurrentUser }) {
  return (
    <Bubble me={me}>
      {message.messageType === 'voice' ? <VoiceBubble message={message} /> : <p className="break-words whitespace-pre-wrap">{message.content}</p>}
      <p className="mt-1 flex items-center justify-end gap-1 text-xs">
        <time dateTime={message.createdAt} className="opacity-80">
          {messageTime(message.createdAt)}
        </time>
        {message.status && <MessageTicks status={message.status} />}
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
