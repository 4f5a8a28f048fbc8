import { describe, expect, it } from 'vitest';
import { LocationUpdated, ProfileUpdated, newEvent, type NewEvent } from '@sankofa/events';
import { coarseCoordinates, coarseLocationText } from '@sankofa/server-kit';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { profileColumnChanges, registeredProfile } from './profile-columns.ts';

const exact = { latitude: 6.4512, longitude: 3.3987 };
const coarse = coarseCoordinates(exact);
const coordinatesText = '6.4512, 3.3987';
const context = { actorId: 'm1', correlationId: 'test' };
const recorded = <Event extends NewEvent>(event: Event) => ({ ...event, stream: 'member-m1', revision: 0, position: '1' });

describe('profile columns, as every read model others can query folds them', () => {
  it('hold only coarse coordinates and location texts, from events logged before the commands made them so', () => {
    const registered = memberRegistered('m1', { location: coordinatesText }).data;
    expect(registeredProfile({ ...registered, ...exact })).toMatchObject({ ...coarse, location: coarseLocationText(coordinatesText) });
    expect(registeredProfile(registered)).toMatchObject({ latitude: null, longitude: null });

    const moved = { memberId: 'm1', ...exact, location: coordinatesText, currentCity: null, currentCountry: null };
    expect(profileColumnChanges(recorded(newEvent(LocationUpdated, moved, context)))).toMatchObject({ ...coarse, location: coarseLocationText(coordinatesText) });
    expect(profileColumnChanges(recorded(newEvent(ProfileUpdated, { memberId: 'm1', changes: { location: coordinatesText } }, context)))).toEqual({
      location: coarseLocationText(coordinatesText),
    });
    expect(profileColumnChanges(recorded(newEvent(ProfileUpdated, { memberId: 'm1', changes: { age: 30 } }, context)))).toEqual({ age: 30 });
    expect(coarseLocationText(coordinatesText)).not.toContain('6.4512');
  });
});
