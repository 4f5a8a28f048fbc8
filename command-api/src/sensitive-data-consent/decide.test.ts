import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { sensitiveDataConsentDecider } from './decide.ts';

const given = specificationFor(sensitiveDataConsentDecider);
type Fact = Parameters<typeof given>[0][number];
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const saved = (ethnicityAndReligion: boolean, preciseLocation: boolean) =>
  ({ type: 'SensitiveDataConsentSaved', data: { memberId: 'ama', ethnicityAndReligion, preciseLocation } }) as const;
const save = (ethnicityAndReligion: boolean, preciseLocation: boolean) =>
  ({ type: 'SaveSensitiveDataConsent', memberId: 'ama', consent: { ethnicityAndReligion, preciseLocation } }) as const;

describe('consent for sensitive data', () => {
  it('records a first choice, even a no to both, so the log shows she was asked', () => {
    given([registered]).when(save(false, false)).then([saved(false, false)]);
    given([registered]).when(save(true, false)).then([saved(true, false)]);
  });

  it('records a change of mind, the whole choice each time', () => {
    given([registered, saved(true, true)]).when(save(false, true)).then([saved(false, true)]);
    given([registered, saved(false, false)]).when(save(true, true)).then([saved(true, true)]);
  });

  it('appends nothing when the choice is the one already recorded, as saving unchanged settings does', () => {
    given([registered, saved(true, false)]).when(save(true, false)).then([]);
  });

  it('refuses a member who never registered', () => {
    given([]).when(save(true, true)).thenThrows({ code: 'not_found' });
  });
});
