/** The community events read model as readers see it (`@sankofa/projections/community-events`): its public views and rows. */
export const COMMUNITY_EVENTS_VIEWS = ['community_events', 'community_event_members', 'community_event_invitations'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const COMMUNITY_EVENTS_PROJECTOR = 'community_events';

export interface CommunityEventRow {
  event_id: string;
  host_id: string;
  title: string;
  description: string;
  category: string;
  date: string;
  time: string;
  venue: string;
  address: string;
  city: string;
  country: string;
  price: string;
  price_amount: string;
  capacity: number;
  image_url: string | null;
  organizer: string;
  website: string | null;
  tags: string[];
  cultural_relevance: number;
  age_group: string;
  created_at: Date;
}
