import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { CurrentUser } from '../../../lib/member.ts';
import type { ChatMessage } from '../api/get-messages.ts';
import { messageTime } from './message-time.ts';
import { VoiceBubble } from './voice/voice-bubble.tsx';

export function OwnMessage({ message, me }: { message: ChatMessage; me: CurrentUser }) {
  return (
    <div className="flex items-end justify-end gap-2">
      <div className="max-w-[75%] rounded-3xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground">
        {message.messageType === 'voice' ? <VoiceBubble message={message} /> : <p className="break-words whitespace-pre-wrap">{message.content}</p>}
        <time dateTime={message.createdAt} className="mt-1 block text-right text-xs opacity-70">
          {messageTime(message.createdAt)}
        </time>
      </div>
      <MemberAvatar member={me} className="size-8 text-xs" />
    </div>
  );
}
