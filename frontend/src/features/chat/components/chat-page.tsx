import { Link, useParams } from 'wouter';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useMatch } from '../api/get-match.ts';
import { ChatHeader } from './chat-header.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';

/** `/chat/:matchId`, where the id may also be the other member's (from the match celebration). */
export function ChatPage() {
  const { matchId = '' } = useParams<{ matchId: string }>();
  const { data: member } = useCurrentUser();
  const match = useMatch(matchId);

  if (match.isPending || !member) return <PlaceholderNote>Loading chat...</PlaceholderNote>;
  if (match.isError) {
    const notFound = match.error instanceof ApiError && match.error.status === 404;
    return (
      <>
        <PageHeader title="Chat" backTo="/matches" />
        <section className="px-4 pt-6 text-center">
          <h2 className="text-xl font-semibold">{notFound ? 'Match not found' : 'This chat could not be loaded'}</h2>
          <Link href="/matches" className={`${primaryButtonClass} mt-6`}>
            Back to Matches
          </Link>
        </section>
      </>
    );
  }

  return (
    <div className="flex h-dvh flex-col">
      <ChatHeader member={match.data.user} />
      <MessageList matchId={match.data.id} me={member} other={match.data.user} />
      <Composer matchId={match.data.id} senderId={member.id} />
    </div>
  );
}
