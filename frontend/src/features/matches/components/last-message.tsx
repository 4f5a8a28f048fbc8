import type { MatchView } from '@sankofa/contracts';

/** Today's messages show their time, older ones their date. */
const lastMessageTime = (createdAt: string, now = new Date()) => {
  const date = new Date(createdAt);
  return date.toDateString() === now.toDateString()
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString([], { month: 'short', day: 'numeric' });
};

/** The conversation's last line and when, with the unread count as a badge. */
export function LastMessage({ match, meId }: { match: MatchView; meId: string | undefined }) {
  const { lastMessage, unreadCount } = match;
  if (!lastMessage) return <p className="mt-1 truncate text-sm text-muted-foreground italic">Say hello!</p>;
  const mine = lastMessage.senderId === meId;
  return (
    <p className="mt-1 flex items-center gap-2 text-sm" data-testid="last-message">
      <span className={`min-w-0 flex-1 truncate ${unreadCount > 0 ? 'font-semibold' : 'text-muted-foreground'}`}>
        {mine && 'You: '}
        {lastMessage.content}
      </span>
      <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
        {lastMessageTime(lastMessage.createdAt)}
      </time>
      {unreadCount > 0 && (
        <span aria-label={`${unreadCount} unread`} data-testid="unread-count" className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
          {unreadCount}
        </span>
      )}
    </p>
  );
}
