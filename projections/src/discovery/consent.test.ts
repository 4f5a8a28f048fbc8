import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SensitiveDataConsentSaved, memberStream, newEvent } from '@sankofa/events';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { discoveryProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const consent = (memberId: string, ethnicityAndReligion: boolean, preciseLocation: boolean) =>
  [memberStream(memberId), newEvent(SensitiveDataConsentSaved, { memberId, ethnicityAndReligion, preciseLocation }, context)] as const;

const ROWS = `SELECT member_id, shares_ethnicity_religion, shares_precise_location, last_position FROM discovery_profiles ORDER BY member_id`;

describe('discovery projector: consent for sensitive data', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('keeps each member\'s latest choice (none recorded is no), moving her row so ranked lists see the change', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), memberRegistered('ama')],
      [memberStream('kofi'), memberRegistered('kofi')],
      [memberStream('esi'), memberRegistered('esi')],
      consent('ama', true, false),
      consent('kofi', true, true),
      consent('kofi', false, true),
    ]);
    const rows = (batches: (typeof events)[]) => rowsAfterBatches(log, discoveryProjector, batches, ROWS);
    const once = await rows([events]);
    expect(once).toEqual([
      { member_id: 'ama', shares_ethnicity_religion: true, shares_precise_location: false, last_position: events[3]!.position },
      { member_id: 'esi', shares_ethnicity_religion: false, shares_precise_location: false, last_position: events[2]!.position },
      { member_id: 'kofi', shares_ethnicity_religion: false, shares_precise_location: true, last_position: events[5]!.position },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 5), events.slice(3)])).toEqual(once);
  });
});
