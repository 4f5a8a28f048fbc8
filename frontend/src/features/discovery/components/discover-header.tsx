import clsx from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Bell, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useUnreadNotificationCount } from '../../../lib/notifications/unread-count.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { paths } from '../../../lib/paths.ts';
import { setVerifiedOnly, useVerifiedOnly } from '../verified-only.ts';
import { useTranslation } from 'react-i18next';

export function DiscoverHeader() {
  const { t } = useTranslation('discovery');
  const { data: member, isPending } = useCurrentUser();
  const unreadCount = useUnreadNotificationCount({ enabled: Boolean(member) }).data?.count ?? 0;

  return (
    <header className="sticky top-0 z-10 bg-background/95 backdrop-blur">
      <div className="kente-stripe h-1" aria-hidden />
      <div className="flex h-16 items-center gap-1 px-4">
        <h1 className="flex-1 font-display text-2xl font-bold tracking-tight text-primary-ink">Sankofa</h1>
        {!isPending && !member && (
          <Link
            href={paths.signup.href}
            className="mr-1 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground transition-opacity hover:opacity-90"
          >
            {t('signUp')}
          </Link>
        )}
        {member && <VerifiedOnlyToggle />}
        <Link href={paths.filters.href} aria-label={t('filters')} className={iconButtonClass}>
          <SlidersHorizontal className="size-5" aria-hidden />
        </Link>
        <ThemeToggle />
        <Link
          href={paths.notifications.href}
          aria-label={unreadCount > 0 ? t('notificationsUnread', { count: unreadCount }) : t('notifications')}
          className={`relative ${iconButtonClass}`}
        >
          <Bell className="size-5" aria-hidden />
          {unreadCount > 0 && (
            <span
              data-testid="unread-count"
              className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-kente-red-solid px-1 text-[11px] font-bold text-white"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </Link>
        <Link href={paths.profile.href} aria-label={t('yourProfile')} className="ml-1 rounded-full">
          <MemberAvatar member={member} className="size-9 text-sm" />
        </Link>
      </div>
    </header>
  );
}

/** Shows only members with an identity badge; the deck starts again from the top. */
function VerifiedOnlyToggle() {
  const { t } = useTranslation('discovery');
  const verifiedOnly = useVerifiedOnly();
  const queryClient = useQueryClient();
  const toggle = () => {
    setVerifiedOnly(!verifiedOnly);
    void queryClient.resetQueries({ queryKey: discoveryQueryKey });
  };
  return (
    <button type="button" aria-label={t('verifiedOnly')} aria-pressed={verifiedOnly} onClick={toggle} className={clsx(iconButtonClass, verifiedOnly && 'text-sky-400')}>
      <BadgeCheck className="size-5" aria-hidden />
    </button>
  );
}
