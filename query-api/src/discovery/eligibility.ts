import { searchAreaSql } from './search-area.ts';
import type { SqlParams } from './sql-params.ts';
import type { Viewer } from './viewer.ts';

/** Never blocked either way: a block hides both members from each other. */
export const notBlockedSql = (viewerId: string, params: SqlParams): string => {
  const viewer = params.add(viewerId, 'text');
  return `NOT EXISTS (SELECT 1 FROM discovery_blocks b WHERE b.blocker_id = ${viewer} AND b.blocked_id = c.member_id)
    AND NOT EXISTS (SELECT 1 FROM discovery_blocks b WHERE b.blocker_id = c.member_id AND b.blocked_id = ${viewer})`;
};

/**
 * The saved filters that keep only candidates matching one of the chosen entries. Every filter
 * is in every statement, so that a statement's text is the same for every viewer; an empty list
 * filters nothing, which the planner sees from the values it plans with.
 */
const listFiltersSql = ({ filters }: Viewer, params: SqlParams): string[] => {
  const matchers: Array<[string[], (list: string) => string]> = [
    [filters.preferred_heritages, (list) => `c.heritage = ANY(${list})`],
    [filters.preferred_ethnic_groups, (list) => `c.ethnic_group = ANY(${list})`],
    [filters.preferred_languages, (list) => `c.languages && ${list}`],
    [filters.preferred_diaspora_generations, (list) => `c.diaspora_generation = ANY(${list})`],
    [filters.preferred_cultural_values, (list) => `c.cultural_values && ${list}`],
    [filters.preferred_religions, (list) => `c.religion_spirituality = ANY(${list})`],
    [filters.preferred_relationship_goals, (list) => `c.relationship_goals = ANY(${list})`],
  ];
  return matchers.map(([values, matcher]) => {
    const list = params.add(values, 'text[]');
    return `(cardinality(${list}) = 0 OR ${matcher(list)})`;
  });
};

/** A candidate holding any deal breaker among their values, religion or relationship goal is out. */
const dealBreakersSql = ({ filters }: Viewer, params: SqlParams): string => {
  const list = params.add(filters.deal_breakers, 'text[]');
  return `(cardinality(${list}) = 0 OR (NOT (c.cultural_values && ${list})
    AND coalesce(c.religion_spirituality <> ALL(${list}), true) AND coalesce(c.relationship_goals <> ALL(${list}), true)))`;
};

/** Premium members may see again the profiles they passed; nobody sees again one they liked. */
const notSwipedSql = (viewer: Viewer, params: SqlParams): string =>
  `NOT EXISTS (SELECT 1 FROM discovery_swipes s WHERE s.swiper_id = ${params.add(viewer.id, 'text')} AND s.swiped_id = c.member_id
    AND (s.is_like OR NOT ${params.add(viewer.isPremium, 'boolean')}))`;

/** Everything that decides whether the candidate `c` may be shown to the viewer, as one SQL condition. */
export const eligibilitySql = (viewer: Viewer, params: SqlParams): string =>
  [
    `c.member_id <> ${params.add(viewer.id, 'text')}`,
    'NOT c.is_suspended',
    `c.age BETWEEN ${params.add(viewer.filters.age_min, 'int')} AND ${params.add(viewer.filters.age_max, 'int')}`,
    ...listFiltersSql(viewer, params),
    dealBreakersSql(viewer, params),
    searchAreaSql(viewer, params),
    notSwipedSql(viewer, params),
    notBlockedSql(viewer.id, params),
  ].join('\n  AND ');
