import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import type { CurrentUser, PublicMember } from '../../../lib/member.ts';
import { useMessages } from '../api/get-messages.ts';
import { IncomingMessage } from './incoming-message.tsx';
import { OwnMessage, PendingMessage } from './own-message.tsx';
import type { Outbox } from './use-outbox.ts';
import { useReadReceipts } from './use-read-receipts.ts';
import { useTranslation } from 'react-i18next';

interface MessageListProps {
  matchId: string;
  me: CurrentUser;
  other: PublicMember;
  outbox: Outbox;
}

/** Within this many pixels of the bottom, the member is reading the latest messages and the list follows new ones. */
const AT_BOTTOM_PX = 80;
/** Scrolled this close to the top, the earlier page loads. */
const NEAR_TOP_PX = 40;

/**
 * The conversation, latest page first and earlier pages as the member scrolls up (keeping their
 * place). New messages keep the view at the bottom when the member is there, else a 'New messages' pill.
 */
export function MessageList({ matchId, me, other, outbox }: MessageListProps) {
  const { t } = useTranslation('chat');
  const { data: messages, isPending, isError, hasNextPage, fetchNextPage, isFetching, isFetchingNextPage } = useMessages(matchId);
  const log = useRef<HTMLDivElement>(null);
  const heightBeforeEarlier = useRef<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  // The newest message when the member was last at the bottom: anything newer while they read above is unseen.
  const [seenId, setSeenId] = useState<string | undefined>();
  const newestId = messages?.at(-1)?.id;
  const unseen = !atBottom && newestId !== undefined && newestId !== seenId;
  const oldestId = messages?.[0]?.id;
  useReadReceipts(matchId, messages, me.id);

  const scrollToBottom = () => log.current?.scrollTo({ top: log.current.scrollHeight });

  // An earlier page keeps the member's place: the view moves down by what was added above.
  useLayoutEffect(() => {
    const element = log.current;
    if (element && heightBeforeEarlier.current !== null) element.scrollTop += element.scrollHeight - heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
  }, [oldestId]);

  useLayoutEffect(() => {
    if (atBottom) scrollToBottom();
    // Only news moves the view; scrolling itself is the member's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newestId, outbox.outgoing.length]);

  const loadEarlierAtTop = () => {
    const element = log.current;
    if (!element || element.scrollTop >= NEAR_TOP_PX || !hasNextPage || isFetching) return;
    heightBeforeEarlier.current = element.scrollHeight;
    void fetchNextPage();
  };

  // A refetch (a receipt, a live message) may start or cancel while the member sits at the top: once it settles, load the earlier page they scrolled to.
  useEffect(loadEarlierAtTop);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setSeenId(newestId);
    loadEarlierAtTop();
  };

  if (isPending) return <div className="flex-1"><PlaceholderNote>{t('loading')}</PlaceholderNote></div>;
  if (isError) return <div className="flex-1"><PlaceholderNote>{t('messagesFailed')}</PlaceholderNote></div>;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div ref={log} onScroll={onScroll} role="log" aria-label={t('messages')} className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
        {isFetchingNextPage && <p className="text-center text-xs text-muted-foreground">{t('loadingEarlier')}</p>}
        {messages.length === 0 && outbox.outgoing.length === 0 && (
          <p className="m-auto max-w-64 text-center text-muted-foreground">Start the conversation with {other.firstName || other.name}!</p>
        )}
        {messages.map((message) =>
          message.senderId === me.id ? (
            <OwnMessage key={message.id} message={message} me={me} />
          ) : (
            <IncomingMessage key={message.id} message={message} sender={other} matchId={matchId} />
          ),
        )}
        {outbox.outgoing.map((message) => (
          <PendingMessage key={message.clientMessageId} message={message} me={me} onRetry={() => outbox.retry(message)} />
        ))}
      </div>
      {unseen && (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-primary-foreground shadow-lg"
        >
          <ArrowDown className="size-4" aria-hidden />
          {t('newMessages')}
        </button>
      )}
    </div>
  );
}
