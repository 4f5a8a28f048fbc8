import { CommunityEventsPage } from '../features/community-events/components/community-events-page.tsx';
import { ShareMyDate } from '../features/date-safety/components/share-my-date.tsx';

/** Community Events with 'Share my date' on each date invitation not declined. */
export function CommunityEventsScreen() {
  return <CommunityEventsPage dateSafety={(invitation) => <ShareMyDate date={{ kind: 'event_invitation', eventId: invitation.eventId, inviteId: invitation.id }} />} />;
}
