import { BellOff } from 'lucide-react';
import type { MemberNotification } from '../api/get-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { useTranslation } from 'react-i18next';

interface NotificationListProps {
  notifications: MemberNotification[];
  emptyText: string;
  onMarkRead(id: string): void;
}

export function NotificationList({ notifications, emptyText, onMarkRead }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-12 text-center">
        <BellOff className="size-10 text-muted-foreground" aria-hidden />
        <p className="mt-4 text-lg font-semibold">{t('empty')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onMarkRead={onMarkRead} />
        </li>
      ))}
    </ul>
  );
}
