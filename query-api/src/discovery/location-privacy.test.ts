import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { locationRouter, signupRouter } from '@sankofa/command-api/members';
import { preferencesRouter } from '@sankofa/command-api/preferences';
import { DEFAULT_PREFERENCES, MemberRegistered, SensitiveDataConsentSaved, memberStream, newEvent, type Position } from '@sankofa/events';
import { GRID_CELL_KM, coarseCoordinates, createReverseGeocoder, distanceKm, gridCellOf, type Coordinates } from '@sankofa/server-kit';
import { memberRegistered } from '@sankofa/projections/testing';
import { membersQueryRouter } from '../members/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { distanceBandOf } from './distance-band.ts';
import { discoveryQueryRouter } from './routes/feed.ts';
import { consistentWithOldAnswers, estimateFrom, latticeAround, offsetBy, oldDistanceShown } from './testing/location-attacker.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const geocoder = createReverseGeocoder();
const ACCRA = { latitude: 5.6037, longitude: -0.187 };
/** Where, in a cell, a point is: fractions of its width (west to east) and height (south to north). */
const inCell = (cell: ReturnType<typeof gridCellOf>, east: number, north: number): Coordinates => ({
  latitude: cell.south + north * (cell.north - cell.south),
  longitude: cell.west + east * (cell.east - cell.west),
});
const home = gridCellOf(ACCRA);
/**
 * Victims away from their cells' centres (near corners, near an edge), in four cells. One was
 * registered before coordinates were made coarse: her event in the log holds the exact point.
 */
const VICTIMS = {
  nearCorner: inCell(home, 0.04, 0.06),
  nearEdge: inCell(home, 0.5, 0.97),
  offCentreEast: inCell(gridCellOf(offsetBy(home.centre, 0, GRID_CELL_KM)), 0.85, 0.25),
  loggedBeforeTheGrid: inCell(gridCellOf(offsetBy(home.centre, -GRID_CELL_KM, -GRID_CELL_KM)), 0.93, 0.9),
};
/** The attacker's own choice of viewpoints around the city, all within 12 km of every victim. */
const VIEWPOINTS = [offsetBy(ACCRA, -6, -5), offsetBy(ACCRA, -5, 6), offsetBy(ACCRA, 6, 1), offsetBy(VICTIMS.nearCorner, 0.2, 0.3)];
/** maxDistance values the attacker probes from each viewpoint: their answers bound every victim's distance to the km. */
const PROBES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

let stack: FeatureStack;
let latest: Position = '';
const seen = (position: Position) => {
  if (position > latest) latest = position;
  return position;
};

beforeAll(async () => {
  const media = createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), 'sankofa-location-')));
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'members', 'moderation'],
    commandRouters: (deps) => [signupRouter({ ...deps, geocoder, identityBanKey: 'test-identity-ban-key', media }), locationRouter({ ...deps, geocoder }), preferencesRouter(deps)],
    queryRouters: (deps) => [discoveryQueryRouter(deps), membersQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

let sequence = 0;
const post = async (path: string, body: unknown, authorization?: string) => {
  const response = await fetch(`${stack.commandUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  const answer = await response.json();
  seen(answer.position);
  return answer;
};
const get = async (path: string, authorization: string) => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { authorization, 'x-min-position': latest } });
  expect(response.status).toBe(200);
  return response.json();
};
const signUp = async (firstName: string, point: Coordinates) => {
  const { user, auth } = await post('/api/users', {
    email: `${firstName.toLowerCase()}${++sequence}@example.com`, password: 'correct horse', phoneNumber: uniquePhoneNumber(), firstName,
    lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Nurse', ...point,
    // Her distance is used only with her consent: the attack is on members who gave it.
    sensitiveDataConsent: { ethnicityAndReligion: false, preciseLocation: true },
  });
  return { id: user.id as string, authorization: `Bearer ${auth.accessToken}` };
};

interface Observation {
  viewpoint: Coordinates;
  /** For each victim: the band shown, and for each probed maxDistance whether she was shown. */
  band: Map<string, string | null>;
  shownWithin: Map<string, Map<number, boolean>>;
}

/** The attacker moves to each viewpoint through the API and reads, for every probed maxDistance, who discovery shows and how far. */
const observe = async (attacker: { id: string; authorization: string }, victimIds: string[]): Promise<Observation[]> => {
  const observations: Observation[] = [];
  for (const viewpoint of VIEWPOINTS) {
    await post(`/api/users/${attacker.id}/update-location`, viewpoint, attacker.authorization);
    const observation: Observation = { viewpoint, band: new Map(), shownWithin: new Map(victimIds.map((id) => [id, new Map()])) };
    for (const maxDistance of PROBES) {
      const filters = { ...DEFAULT_PREFERENCES, maxDistance, searchInCurrentCity: false, searchInHomeCountry: false, searchInDiasporaHubs: false };
      await post('/api/preferences', filters, attacker.authorization);
      const shown = (await get('/api/users/discovery?limit=50', attacker.authorization)) as Array<{ id: string; distanceBand: string | null }>;
      for (const id of victimIds) {
        const victim = shown.find((profile) => profile.id === id);
        observation.shownWithin.get(id)!.set(maxDistance, victim !== undefined);
        if (victim) observation.band.set(id, victim.distanceBand);
      }
    }
    observations.push(observation);
  }
  return observations;
};

/**
 * The strongest attacker: knows the grid (the code is public) and asks, of each hypothetical
 * position, whether the server would have answered exactly what it did: same city, same band,
 * same filter inclusions from every viewpoint.
 */
const consistentWithAnswers = (victimId: string, observations: Observation[], city: string | null) => {
  const cityOfCell = new Map<string, string | null>();
  return (point: Coordinates) => {
    const coarse = coarseCoordinates(point);
    const key = `${coarse.latitude},${coarse.longitude}`;
    if (!cityOfCell.has(key)) cityOfCell.set(key, geocoder.reverse(coarse.latitude, coarse.longitude)?.city ?? null);
    if (cityOfCell.get(key) !== city) return false;
    return observations.every(({ viewpoint, band, shownWithin }) => {
      const km = distanceKm(coarse, coarseCoordinates(viewpoint));
      if (band.has(victimId) && distanceBandOf(km) !== band.get(victimId)) return false;
      return [...shownWithin.get(victimId)!].every(([maxDistance, shown]) => (km <= maxDistance) === shown);
    });
  };
};

describe('location privacy: an attacker moving freely cannot place a member within 1 km', () => {
  it('with the old exact distances, trilateration from the same viewpoints finds her within 200 m (a pure check)', () => {
    const lattice = latticeAround(ACCRA, 8, 0.02);
    for (const victim of Object.values(VICTIMS)) {
      const answers = VIEWPOINTS.map((viewpoint) => ({ viewpoint, shownKm: oldDistanceShown(viewpoint, victim) }));
      const { estimate } = estimateFrom(lattice, consistentWithOldAnswers(answers, 0.015));
      expect(estimate).not.toBeNull();
      expect(distanceKm(estimate!, victim)).toBeLessThan(0.2);
    }
  });

  it('from four viewpoints and every max-distance probe, learns no more than her 3 km cell: the best estimate is over 1 km off', { timeout: 120_000 }, async () => {
    const victimIds = new Map<string, Coordinates>();
    for (const [name, point] of Object.entries(VICTIMS).filter(([name]) => name !== 'loggedBeforeTheGrid')) {
      victimIds.set((await signUp(name, point)).id, point);
    }
    // Her event holds the exact point, and the city the server then named from it.
    const before = VICTIMS.loggedBeforeTheGrid;
    const beforeId = crypto.randomUUID();
    const place = geocoder.reverse(before.latitude, before.longitude)!;
    const exact = { ...memberRegistered(beforeId).data, ...before, currentCity: place.city, currentCountry: place.country };
    seen(await stack.given(memberStream(beforeId), newEvent(MemberRegistered, exact, { actorId: 'test', correlationId: 'test' })));
    const consent = { memberId: beforeId, ethnicityAndReligion: false, preciseLocation: true };
    seen(await stack.given(memberStream(beforeId), newEvent(SensitiveDataConsentSaved, consent, { actorId: 'test', correlationId: 'test' })));
    victimIds.set(beforeId, before);

    const attacker = await signUp('Attacker', ACCRA);
    const observations = await observe(attacker, [...victimIds.keys()]);
    const lattice = latticeAround(ACCRA, 8, 0.05);
    for (const [id, victim] of victimIds) {
      // Every victim was seen: the probes did bound her distance from each viewpoint.
      expect(observations.every(({ shownWithin }) => shownWithin.get(id)!.get(12))).toBe(true);
      const { currentCity } = await get(`/api/users/${id}`, attacker.authorization);
      const { estimate, extentKm } = estimateFrom(lattice, consistentWithAnswers(id, observations, currentCity));
      expect(estimate, 'her true position is consistent with what the API said').not.toBeNull();
      expect(distanceKm(estimate!, victim), `estimate for ${id}`).toBeGreaterThan(1);
      // The attack worked as well as any can: it pinned her cell, and guessed its centre.
      expect(distanceKm(estimate!, coarseCoordinates(victim))).toBeLessThan(0.1);
      // Nothing finer than the cell: anywhere in it was as likely, 3 km each way.
      expect(extentKm.northSouth).toBeGreaterThan(GRID_CELL_KM - 0.1);
      expect(extentKm.eastWest).toBeGreaterThan(GRID_CELL_KM - 0.1);
    }
  });
});
