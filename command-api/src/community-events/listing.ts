import type { z } from 'zod';
import type { hostEventBody } from '@sankofa/contracts';
import type { ListEvent } from './decide.ts';

export type HostEventInput = z.output<typeof hostEventBody>;

const CULTURAL_WORDS = /\b(heritage|diaspora|culture|cultural|afrobeats?|amapiano|highlife|kente|ankara|jollof|swahili|yoruba|igbo|twi|kwanzaa|juneteenth|pan-african|african|caribbean|language|history|naming|drumming|griot|storytelling)\b/i;

/**
 * 0-100, above 70 earns the 'Cultural Event' badge: the cultural category is 90, an event whose
 * title, description or tags speak of heritage 75, others 40. Derived once when the event is listed.
 */
export const culturalRelevanceOf = ({ category, title, description, tags }: Pick<HostEventInput, 'category' | 'title' | 'description' | 'tags'>): number => {
  if (category === 'cultural') return 90;
  return CULTURAL_WORDS.test([title, description, ...tags].join(' ')) ? 75 : 40;
};

export const priceTextOf = (amount: number, currency: string) => (amount === 0 ? 'Free' : `${currency}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`);

const CURRENCY_BY_COUNTRY: Record<string, string> = { 'United Kingdom': '£', UK: '£', Nigeria: '₦', Ghana: 'GH₵', Kenya: 'KSh ', 'South Africa': 'R', France: '€', Germany: '€', Netherlands: '€' };
export const currencyOf = (country: string) => CURRENCY_BY_COUNTRY[country] ?? '$';

/** The ListEvent command for a validated Host Your Own Event form. */
export const listEventCommand = (eventId: string, hostId: string, input: HostEventInput, now: string, imageUrl: string | null = null): ListEvent => ({
  type: 'ListEvent',
  data: {
    eventId, hostId, now, imageUrl,
    title: input.title, description: input.description, category: input.category, date: input.date, time: input.time,
    venue: input.venue, address: input.address, city: input.city, country: input.country,
    price: priceTextOf(input.priceAmount, currencyOf(input.country)), priceAmount: input.priceAmount, capacity: input.capacity,
    organizer: input.organizer, website: input.website ?? null, tags: input.tags, culturalRelevance: culturalRelevanceOf(input), ageGroup: input.ageGroup,
  },
});
