import clsx from 'clsx';
import { BadgeCheck, CalendarHeart, Crown, Eye, Heart, MessageCircle, ShieldAlert, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { MemberNotification, NotificationType } from '../api/get-notifications.ts';
import { relativeTime } from '../relative-time.ts';
import { useTranslation } from 'react-i18next';

const typeIcons: Record<NotificationType, { icon: LucideIcon; className: string }> = {
  match: { icon: Heart, className: 'bg-kente-red/15 text-kente-red' },
  message: { icon: MessageCircle, className: 'bg-kente-green/15 text-kente-green' },
  like: { icon: ThumbsUp, className: 'bg-primary/15 text-primary-ink' },
  view: { icon: Eye, className: 'bg-surface-muted text-foreground' },
  premium: { icon: Crown, className: 'bg-primary/15 text-primary-ink' },
  moderation: { icon: ShieldAlert, className: 'bg-kente-red/15 text-kente-red' },
  verification: { icon: BadgeCheck, className: 'bg-sky-400/15 text-sky-400' },
  date: { icon: CalendarHeart, className: 'bg-kente-green/15 text-kente-green' },
};

interface NotificationItemProps {
  notification: MemberNotification;
  onMarkRead(id: string): void;
}

export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { id, type, title, message, isRead, createdAt } = notification;
  const { icon: Icon, className: iconClass } = typeIcons[type] ?? typeIcons.view;

  const content = (
    <>
      <span className={clsx('grid size-11 shrink-0 place-items-center rounded-full', iconClass)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={clsx('flex-1 truncate', isRead ? 'font-medium' : 'font-semibold')}>{title}</span>
          <time dateTime={createdAt} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(createdAt)}
          </time>
        </span>
        <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">{message}</span>
      </span>
      {!isRead && (
        <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </>
  );

  const rowClass = 'flex w-full items-start gap-3 rounded-2xl p-3 text-left';
  if (isRead) return <div className={rowClass}>{content}</div>;
  return (
    <button type="button" onClick={() => onMarkRead(id)} className={clsx(rowClass, 'bg-surface-muted/60 hover:bg-surface-muted')}>
      {content}
    </button>
  );
}
