/** The influencers read model as readers see it (`@sankofa/projections/influencers`): its public views and rows. */
export const INFLUENCER_VIEWS = ['influencers', 'influencer_follows', 'influencer_events', 'influencer_event_participants'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const INFLUENCER_PROJECTOR = 'influencers';

export interface InfluencerRow {
  member_id: string;
  influencer_type: 'musician' | 'blogger' | 'chef' | 'artist' | 'leader';
  status: 'pending' | 'verified' | 'rejected';
  bio: string;
  social_links: string[];
  /** Declared on the application: the audience on their own channels. */
  follower_count: number;
  specialties: string[];
  applied_at: Date;
  verified_at: Date | null;
  rejection_reason: string | null;
}

export interface InfluencerEventRow {
  event_id: string;
  influencer_id: string;
  event_type: string;
  title: string;
  description: string;
  scheduled_at: Date;
  duration: number;
  max_participants: number;
}
