import { BookOpen, Briefcase, Globe2, Music, PartyPopper, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { CULTURAL_BADGE_ABOVE, EVENT_CATEGORY_LABELS, type CommunityEventView, type EventCategoryId } from '@sankofa/contracts';
import { formatDate } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

export const CATEGORY_ICONS: Readonly<Record<EventCategoryId, LucideIcon>> = {
  cultural: Globe2, music: Music, food: UtensilsCrossed, education: BookOpen, networking: Briefcase, social: PartyPopper,
};

export const categoryLabel = (category: EventCategoryId | 'all') => i18n.t(`events:categories.${category}`, { defaultValue: EVENT_CATEGORY_LABELS[category] });

export const isCulturalEvent = (event: Pick<CommunityEventView, 'culturalRelevance'>) => event.culturalRelevance > CULTURAL_BADGE_ABOVE;

/** 'Sat, 5 Dec' from the event's own calendar date, whatever the viewer's time zone. */
export const eventDateText = (date: string) =>
  formatDate(`${date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
