import { BookOpen, Briefcase, Globe2, Music, PartyPopper, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { CULTURAL_BADGE_ABOVE, EVENT_CATEGORY_LABELS, type CommunityEventView, type EventCategoryId } from '@sankofa/contracts';

export const CATEGORY_ICONS: Readonly<Record<EventCategoryId, LucideIcon>> = {
  cultural: Globe2, music: Music, food: UtensilsCrossed, education: BookOpen, networking: Briefcase, social: PartyPopper,
};

export const categoryLabel = (category: EventCategoryId) => EVENT_CATEGORY_LABELS[category];

export const isCulturalEvent = (event: Pick<CommunityEventView, 'culturalRelevance'>) => event.culturalRelevance > CULTURAL_BADGE_ABOVE;

/** 'Sat, 5 Dec' from the event's own calendar date, whatever the viewer's time zone. */
export const eventDateText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
