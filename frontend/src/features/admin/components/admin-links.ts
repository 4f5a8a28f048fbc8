import { BadgeCheck, ChartLine, DatabaseZap, Flag, History, ImageOff, Inbox, ScrollText, Sparkles, type LucideIcon } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';

export interface AdminLink {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The admin area's screens; each admin feature appends its own line. */
export const ADMIN_LINKS: AdminLink[] = [
  { href: paths.admin.verifications.href, title: 'Verification Review', description: 'Approve or reject submitted IDs, selfies, faces and social profiles', icon: BadgeCheck },
  { href: paths.admin.photoReviews.href, title: 'Photo Review', description: 'Profile photos the nudity screen held: approve to publish, reject to delete', icon: ImageOff },
  { href: paths.admin.reports.href, title: 'Moderation', description: 'Reports and suspended members', icon: Flag },
  { href: paths.admin.outbox.href, title: 'Development Outbox', description: 'SMS codes and e-mails the app sent while no real provider is configured', icon: Inbox },
  { href: paths.admin.influencers.href, title: 'Influencer Applications', description: 'Verify or reject cultural influencer applications', icon: Sparkles },
  { href: paths.admin.analytics.href, title: 'Analytics', description: 'Signups, activity, swipes, matches, revenue, retention and the funnel by day', icon: ChartLine },
  { href: paths.admin.projections.href, title: 'Projection Console', description: 'Projectors: version, position, lag, state; rebuild, retry and skip', icon: DatabaseZap },
  { href: paths.admin.events.href, title: 'Event Browser', description: 'The event log: streams, search, causes and the live tail', icon: ScrollText },
  { href: paths.admin.timeTravel.href, title: 'Time Travel', description: 'Any read model as of a past position or time, browsable and downloadable as CSV', icon: History },
];
