import { ChevronRight, Compass, Crown, MapPinned, Plane, ShieldCheck, UserCog, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

const tools: { href: string; label: string; detail: string; icon: LucideIcon }[] = [
  { href: '/location-discovery', label: 'Location Discovery', detail: 'People in your city and diaspora hubs', icon: MapPinned },
  { href: '/security', label: 'Security & Verification', detail: 'Two-factor sign-in and verified badges', icon: ShieldCheck },
  { href: '/love-passport', label: 'Love Passport', detail: 'Connect across Africa and the diaspora', icon: Plane },
  { href: '/consumables', label: 'Power-Ups ($5 each)', detail: 'Boosts, super likes, gifts, rewinds', icon: Zap },
  { href: '/cultural-influencers', label: 'Cultural Influencers', detail: 'Follow voices of the culture', icon: Crown },
];

/** Only admins see the way into the admin area. */
const adminTool = { href: '/admin', label: 'Admin', detail: 'Review queue, moderation and development outbox', icon: UserCog };

export function ToolsAndFeatures() {
  const { data: member } = useCurrentUser();
  const shown = member?.role === 'admin' ? [...tools, adminTool] : tools;
  return (
    <Card title="Tools & Features" icon={Compass}>
      <ul className="-mx-2 flex flex-col">
        {shown.map(({ href, label, detail, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="flex items-center gap-3 rounded-2xl px-2 py-2.5 transition-colors hover:bg-surface-muted">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary-ink">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block truncate text-sm text-muted-foreground">{detail}</span>
              </span>
              <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
