import type { Heritage } from './heritage.ts';
import type { Place } from './places.ts';
import type { Random } from './seeded-random.ts';
import { GOAL_SENTENCES, PASTIMES, type RELATIONSHIP_GOALS } from './traits.ts';

export interface BioFacts {
  heritage: Heritage;
  place: Place;
  profession: string;
  diasporaGeneration: string | null;
  relationshipGoals: keyof typeof RELATIONSHIP_GOALS;
}

const introduction = (random: Random, { heritage, place, profession, diasporaGeneration }: BioFacts): string => {
  const job = profession.toLowerCase();
  if (!diasporaGeneration) {
    return random.pick([`${place.city} born and raised, working as a ${job}.`, `Proud ${heritage.name} ${job} living in ${place.city}.`]);
  }
  if (diasporaGeneration === 'first-generation') {
    return random.pick([
      `Moved from ${heritage.country} to ${place.city} for work and stayed for the people.`,
      `${heritage.name} roots, ${place.city} life — ${job} by trade.`,
    ]);
  }
  return random.pick([
    `Born to ${heritage.name} parents, raised in ${place.city}, ${job} by day.`,
    `${place.city} raised, ${heritage.name} at heart, ${job} by trade.`,
  ]);
};

/** Two or three sentences that sound like a person: where they are from, what they love, what they look for. */
export const composeBio = (random: Random, facts: BioFacts): string => {
  const [taste, otherTaste] = random.sample(facts.heritage.tastes, 2);
  const pastime = random.pick(PASTIMES);
  const loves = random.pick([
    `Ask me about ${taste} — and ${otherTaste}.`,
    `Can’t live without ${taste} and ${pastime}.`,
    `Weekends are for ${pastime} and ${taste}.`,
  ]);
  return [introduction(random, facts), loves, random.pick(GOAL_SENTENCES[facts.relationshipGoals])].join(' ');
};
