import { useEffect, useRef } from 'react';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import type { CurrentUser, PublicMember } from '../../../lib/member.ts';
import { useMessages } from '../api/get-messages.ts';
import { IncomingMessage } from './incoming-message.tsx';
import { OwnMessage } from './own-message.tsx';

interface MessageListProps {
  matchId: string;
  me: CurrentUser;
  other: PublicMember;
}

export function MessageList({ matchId, me, other }: MessageListProps) {
  const { data: messages, isPending, isError } = useMessages(matchId);
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  if (isPending) return <div className="flex-1"><PlaceholderNote>Loading chat...</PlaceholderNote></div>;
  if (isError) return <div className="flex-1"><PlaceholderNote>Messages could not be loaded. Please try again.</PlaceholderNote></div>;

  return (
    <div role="log" aria-label="Messages" className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
      {messages.length === 0 && (
        <p className="m-auto max-w-64 text-center text-muted-foreground">Start the conversation with {other.firstName || other.name}!</p>
      )}
      {messages.map((message) =>
        message.senderId === me.id ? (
          <OwnMessage key={message.id} message={message} me={me} />
        ) : (
          <IncomingMessage key={message.id} message={message} sender={other} matchId={matchId} />
        ),
      )}
      <div ref={end} />
    </div>
  );
}
