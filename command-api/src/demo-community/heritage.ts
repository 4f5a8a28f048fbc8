import { EAST_AND_SOUTHERN_AFRICAN_HERITAGES } from './heritages-east-south.ts';
import { WEST_AND_CENTRAL_AFRICAN_HERITAGES } from './heritages-west-central.ts';

export interface EthnicGroup {
  name: string;
  /** Spoken at home, besides the country's languages. */
  languages: readonly string[];
  femaleNames: readonly string[];
  maleNames: readonly string[];
  surnames: readonly string[];
  /** Relative weights of the religions most common in the group. */
  religions: Readonly<Record<string, number>>;
}

export interface Heritage {
  /** As the spec's heritage lists spell it. */
  name: string;
  country: string;
  languages: readonly string[];
  /** What people miss from home: food, music. */
  tastes: readonly string[];
  groups: readonly EthnicGroup[];
}

const HERITAGES: readonly Heritage[] = [...WEST_AND_CENTRAL_AFRICAN_HERITAGES, ...EAST_AND_SOUTHERN_AFRICAN_HERITAGES];

export const heritageNamed = (name: string): Heritage => {
  const heritage = HERITAGES.find((candidate) => candidate.name === name);
  if (!heritage) throw new Error(`Unknown heritage ${name}`);
  return heritage;
};
