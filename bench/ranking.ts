import { generateDemoMembers, seededRandom, type DemoMember } from '@sankofa/command-api/demo-community';
import { DEFAULT_PREFERENCES } from '@sankofa/events';
import { growingTermBits, placeKey } from '@sankofa/projections/discovery';
import { preferenceColumns } from '@sankofa/projections/member-preferences';
import { createCandidateIndex, rankAfter, searchOf, viewerOf, type CandidateRow } from '@sankofa/query-api/discovery';
import { FILTER_MIXES, MIX_WEIGHTS } from './discovery-seed.ts';
import { percentile } from './discovery-load.ts';

/**
 * `npm run bench:ranking`: a first page of discovery ranked in memory, as the query API ranks it
 * on its HTTP thread, for viewers of `bench:discovery`'s filter mixes over BENCH_PROFILES demo
 * members. No database: the figure is the ranking alone. Prints `name=value` lines, per mix.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PROFILES = setting('BENCH_PROFILES', 100_000);
const VIEWERS = setting('BENCH_VIEWERS', 2_000);
const ROUNDS = setting('BENCH_ROUNDS', 3);
const PAGE = 100;

/** The discovery read model's row of a demo member, as the projector writes it. */
const rowOf = (member: DemoMember, index: number, terms: ReturnType<typeof growingTermBits>): CandidateRow => ({
  member_id: member.memberId,
  last_position: String(index + 1).padStart(12, '0'),
  age: member.age,
  heritage: member.heritage,
  ethnic_group: member.ethnicGroup,
  languages: member.languages,
  diaspora_generation: member.diasporaGeneration,
  cultural_values: member.culturalValues,
  religion_spirituality: member.religionSpirituality,
  relationship_goals: member.relationshipGoals,
  latitude: member.latitude,
  longitude: member.longitude,
  city_key: placeKey(member.currentCity),
  country_key: placeKey(member.currentCountry),
  home_country_key: placeKey(member.homeCountry),
  values_bits: terms.maskOf('value', member.culturalValues),
  language_bits: terms.maskOf('language', member.languages),
  is_verified: index % 10 < 3,
  is_suspended: index % 200 === 0,
  boosted_until: index % 100 === 0 ? new Date(Date.now() + 86_400_000).toISOString() : null,
});

const random = seededRandom('bench-ranking');
const members = generateDemoMembers(PROFILES);
// Bits in the order the projector would first see the terms.
const terms = growingTermBits([]);
for (const member of members) {
  terms.note('value', member.culturalValues);
  terms.note('language', member.languages);
}
const rows = members.map((member, index) => rowOf(member, index, terms));
const index = createCandidateIndex(async () => []);
index.apply(rows, '');

const viewers = Array.from({ length: VIEWERS }, (_, at) => {
  const slot = Math.floor((at * PROFILES) / VIEWERS);
  const mix = random.weighted(MIX_WEIGHTS);
  const filters = preferenceColumns({ ...DEFAULT_PREFERENCES, ...FILTER_MIXES[mix]!.filters(members[slot]!, random) });
  const isPremium = random.chance(0.15);
  const viewer = viewerOf({ profile: rows[slot]!, filters, version: { profilePosition: rows[slot]!.last_position, filtersPosition: null, isPremium, premiumUntil: null } });
  return { mix, search: searchOf(index, viewer, { swipes: [], blocked: [] }, terms.dictionary) };
});

const timings = new Map<string, number[]>(Object.keys(FILTER_MIXES).map((mix) => [mix, []]));
let shown = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const { mix, search } of viewers) {
    const start = performance.now();
    shown += rankAfter(index, search, null, PAGE, Date.now()).length;
    timings.get(mix)!.push(performance.now() - start);
  }
}

const ms = (value: number) => value.toFixed(3);
const all = [...timings.values()].flat().sort((a, b) => a - b);
for (const [mix, taken] of timings) {
  taken.sort((a, b) => a - b);
  console.log(`ranking_${mix}_p50_ms=${ms(percentile(taken, 0.5))} ranking_${mix}_p99_ms=${ms(percentile(taken, 0.99))}`);
}
console.log(`ranking_p50_ms=${ms(percentile(all, 0.5))}`);
console.log(`ranking_p99_ms=${ms(percentile(all, 0.99))}`);
console.log(`ranking_mean_ms=${ms(all.reduce((sum, value) => sum + value, 0) / all.length)}`);
console.log(`shown_per_page=${(shown / all.length).toFixed(1)}`);
