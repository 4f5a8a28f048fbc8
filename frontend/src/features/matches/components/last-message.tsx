import type { MatchView } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format.ts';

/** Today's messages show their time, older ones their date. */
const lastMessageTime = (createdAt: string, now = new Date()) => {
  const date = new Date(createdAt);
  return date.toDateString() === now.toDateString()
    ? formatTime(date)
    : formatDate(date, { month: 'short', day: 'numeric' });
};

/** The conversation's last line and when, with the unread count as a badge. */
export function LastMessage({ match, meId }: { match: MatchView; meId: string | undefined }) {
  const { t } = useTranslation('matches');
  const { lastMessage, unreadCount } = match;
  if (!lastMessage) return <p className="mt-1 truncate text-sm text-muted-foreground italic">{t('sayHello')}</p>;
  const mine = lastMessage.senderId === meId;
  return (
    <p className="mt-1 flex items-center gap-2 text-sm" data-testid="last-message">
      <span className={`min-w-0 flex-1 truncate ${unreadCount > 0 ? 'font-semibold' : 'text-muted-foreground'}`}>
        {mine && t('you')}
        {lastMessage.content}
      </span>
      <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
        {lastMessageTime(lastMessage.createdAt)}
      </time>
      {unreadCount > 0 && (
        <span aria-label={t('unread', { count: unreadCount })} data-testid="unread-count" className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
          {unreadCount}
        </span>
      )}
    </p>
  );
}
