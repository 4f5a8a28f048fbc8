import { BadgeCheck, Flag, History, Inbox, Sparkles, type LucideIcon } from 'lucide-react';

export interface AdminLink {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The admin area's screens; each admin feature appends its own line. */
export const ADMIN_LINKS: AdminLink[] = [
  { href: '/admin/verifications', title: 'Verification Review', description: 'Approve or reject submitted IDs, selfies, faces and social profiles', icon: BadgeCheck },
  { href: '/admin/reports', title: 'Moderation', description: 'Reports and suspended members', icon: Flag },
  { href: '/admin/outbox', title: 'Development Outbox', description: 'SMS codes and e-mails the app sent while no real provider is configured', icon: Inbox },
  { href: '/admin/influencers', title: 'Influencer Applications', description: 'Verify or reject cultural influencer applications', icon: Sparkles },
  { href: '/admin/time-travel', title: 'Time Travel', description: 'Any read model as of a past position or time, browsable and downloadable as CSV', icon: History },
];
