import { ChevronRight, Compass, Crown, MapPinned, Plane, ShieldCheck, UserCog, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const tools: { href: string; key: string; icon: LucideIcon }[] = [
  { href: paths.locationDiscovery.href, key: 'locationDiscovery', icon: MapPinned },
  { href: paths.security.href, key: 'security', icon: ShieldCheck },
  { href: paths.lovePassport.href, key: 'lovePassport', icon: Plane },
  { href: paths.consumables.href, key: 'powerUps', icon: Zap },
  { href: paths.culturalInfluencers.href, key: 'influencers', icon: Crown },
];

/** Only admins see the way into the admin area. */
const adminTool = { href: paths.admin.home.href, key: 'admin', icon: UserCog };

export function ToolsAndFeatures() {
  const { t } = useTranslation('profile');
  const { data: member } = useCurrentUser();
  const shown = member?.role === 'admin' ? [...tools, adminTool] : tools;
  return (
    <Card title={t('tools.title')} icon={Compass}>
      <ul className="-mx-2 flex flex-col">
        {shown.map(({ href, key, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="flex items-center gap-3 rounded-2xl px-2 py-2.5 transition-colors hover:bg-surface-muted">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary-ink">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{t(`tools.${key}.label`, { price: formatPrice(5) })}</span>
                <span className="block truncate text-sm text-muted-foreground">{t(`tools.${key}.detail`)}</span>
              </span>
              <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
