import type { ReactNode } from 'react';
import type { PublicMember } from '../../../lib/member.ts';
import { Link, useParams } from 'wouter';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useMatch, type ChatMatch } from '../api/get-match.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { paths } from '../../../lib/paths.ts';
import { ChatHeader } from './chat-header.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { ReviewNoticeBanner } from './review-notice-banner.tsx';
import { useOutbox } from './use-outbox.ts';
import { useOtherTyping } from './use-typing.ts';
import { useTranslation } from 'react-i18next';

/** `/chat/:matchId`, where the id may also be the other member's (from the match celebration). */
export function ChatPage({ profileActions }: { profileActions?: (match: PublicMember) => ReactNode } = {}) {
  const { t } = useTranslation('chat');
  const { matchId = '' } = useParams<{ matchId: string }>();
  const { data: member } = useCurrentUser();
  const match = useMatch(matchId);

  if (match.isPending || !member) return <PlaceholderNote>{t('loading')}</PlaceholderNote>;
  if (match.isError) {
    const notFound = match.error instanceof ApiError && match.error.status === 404;
    return (
      <>
        <PageHeader title={t('title')} backTo={paths.matches.href} />
        <section className="px-4 pt-6 text-center">
          <h2 className="text-xl font-semibold">{notFound ? t('notFound') : t('failed')}</h2>
          <Link href={paths.matches.href} className={`${primaryButtonClass} mt-6`}>
            {t('backToMatches')}
          </Link>
        </section>
      </>
    );
  }

  return <Conversation match={match.data} me={member} profileActions={profileActions} />;
}

function Conversation({ match, me, profileActions }: { match: ChatMatch; me: CurrentUser; profileActions?: (match: PublicMember) => ReactNode }) {
  const outbox = useOutbox(match.id, me.id);
  const typing = useOtherTyping(match.id);
  return (
    <div className="flex h-dvh flex-col">
      <ChatHeader member={match.user} presence={match.presence} typing={typing} profileActions={profileActions?.(match.user)} />
      <ReviewNoticeBanner matchId={match.id} />
      <MessageList matchId={match.id} me={me} other={match.user} outbox={outbox} />
      <Composer matchId={match.id} senderId={me.id} outbox={outbox} />
    </div>
  );
}
