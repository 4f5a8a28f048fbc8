import clsx from 'clsx';
import { CalendarDays, Compass, Heart, User, Video, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useMatchCount } from '../../lib/matches/match-count.ts';
import { paths } from '../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

interface NavItem {
  labelKey: 'discover' | 'matches' | 'dates' | 'events' | 'profile';
  href: string;
  icon: LucideIcon;
  /** Other paths that show the same screen, so the item stays highlighted there. */
  aliases?: string[];
}

const navItems: NavItem[] = [
  { labelKey: 'discover', href: paths.home.href, icon: Compass, aliases: [paths.discover.href] },
  { labelKey: 'matches', href: paths.matches.href, icon: Heart },
  { labelKey: 'dates', href: paths.virtualDates.href, icon: Video },
  { labelKey: 'events', href: paths.events.href, icon: CalendarDays },
  { labelKey: 'profile', href: paths.profile.href, icon: User },
];

export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { data: member } = useCurrentUser();
  const matchCount = useMatchCount({ enabled: Boolean(member) }).data?.count ?? 0;

  return (
    <nav
      aria-label={t('nav.primary')}
      className="fixed inset-x-0 bottom-0 z-20 mx-auto max-w-md border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid grid-cols-5">
        {navItems.map(({ labelKey, href, icon: Icon, aliases = [] }) => {
          const label = t(`nav.${labelKey}`);
          const active = location === href || aliases.includes(location);
          const badge = href === paths.matches.href ? matchCount : 0;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  active ? 'text-primary-ink' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'absolute top-0 h-1 w-8 rounded-b-full bg-primary',
                    active ? 'opacity-100' : 'opacity-0',
                  )}
                />
                <Icon className="size-6" strokeWidth={active ? 2.4 : 1.8} aria-hidden />
                {label}
                {badge > 0 && (
                  <span
                    data-testid="matches-count"
                    className="absolute top-1.5 left-1/2 ml-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-kente-red-solid px-1 text-[11px] font-bold text-white"
                  >
                    <span className="sr-only">, </span>
                    {badge > 99 ? '99+' : badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
