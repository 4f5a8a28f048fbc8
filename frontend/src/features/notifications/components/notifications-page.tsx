import * as Tabs from '@radix-ui/react-tabs';
import { CheckCheck, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { NotificationList } from './notification-list.tsx';
import { paths } from '../../../lib/paths.ts';

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { data: notifications, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const { t: tPush } = useTranslation('push');
  const settingsLink = (
    <Link href={paths.notificationSettings.href} aria-label={tPush('settingsLink')} className={iconButtonClass}>
      <Settings className="size-5" aria-hidden />
    </Link>
  );
  const header = <PageHeader title={t('title')} backTo={paths.home.href} actions={settingsLink} />;
  if (isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (isError) return <>{header}<PlaceholderNote>{t('failed')}</PlaceholderNote></>;

  const unread = notifications.filter((notification) => !notification.isRead);
  const onMarkRead = (id: string) => markRead.mutate(id);

  return (
    <>
      {header}
      <Tabs.Root defaultValue="all" className="px-4">
        <Tabs.List aria-label={t('filter')} className="flex gap-1 rounded-full border border-border bg-surface p-1">
          <Tabs.Trigger value="all" className={tabClass}>
            {t('all', { count: notifications.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="unread" className={tabClass}>
            {t('unreadTab', { count: unread.length })}
          </Tabs.Trigger>
        </Tabs.List>
        {unread.length > 0 && (
          <div className="mt-3 flex justify-end">
            <button type="button" className={smallButtonClass} onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
              <CheckCheck className="size-4" aria-hidden />
              {t('markAll')}
            </button>
          </div>
        )}
        <Tabs.Content value="all" className="mt-3">
          <NotificationList notifications={notifications} emptyText={t('emptyAll')} onMarkRead={onMarkRead} />
        </Tabs.Content>
        <Tabs.Content value="unread" className="mt-3">
          <NotificationList notifications={unread} emptyText={t('emptyUnread')} onMarkRead={onMarkRead} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
