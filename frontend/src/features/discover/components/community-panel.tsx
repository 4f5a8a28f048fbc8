import { CalendarHeart, Globe2, HeartHandshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card.tsx';

const blocks: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Globe2, title: 'Global Community', text: 'Meet people of African heritage across the continent and the diaspora.' },
  { icon: HeartHandshake, title: 'Cultural Match', text: 'Profiles are ranked by the values, languages and roots you share.' },
  { icon: ShieldCheck, title: 'Safe & Verified', text: 'Look for the ✓ Verified mark, and block or report anyone from Matches.' },
  { icon: CalendarHeart, title: 'Community Events', text: 'Meet in person at gatherings near you.' },
];

/** The community information panel below the swipe buttons. */
export function CommunityPanel() {
  return (
    <Card title="The Sankofa Community">
      <ul className="grid grid-cols-2 gap-3">
        {blocks.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-surface-muted p-3">
            <Icon className="size-5 text-primary-ink" aria-hidden />
            <h3 className="mt-1.5 text-sm font-semibold">{title}</h3>
            <p className="mt-0.5 text-xs leading-snug text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
