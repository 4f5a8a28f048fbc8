import { describe, expect, test } from 'vitest';
import '../../lib/i18n/in-tests.ts';
import { emptySignupDraft, type SignupDraft } from './signup-draft.ts';
import { edited, initialSignupFlow, signupFlowReducer, type SignupFlowEvent } from './signup-flow.ts';

const complete: Partial<SignupDraft> = {
  email: 'ama@example.com',
  phoneNumber: '+233 24 123 4567',
  password: 'akwaaba-2024',
  firstName: 'Ama',
  lastName: 'Mensah',
  age: '29',
  location: 'Accra, Ghana',
  heritage: 'Ghanaian',
  profession: 'Architect',
};
const fill = (fields: Partial<SignupDraft>) => Object.entries(fields).map(([field, value]) => edited(field as keyof SignupDraft, value as never));
const after = (...events: SignupFlowEvent[]) => events.reduce(signupFlowReducer, initialSignupFlow);

describe('the signup flow', () => {
  test('starts on the account form with an empty draft', () => {
    expect(initialSignupFlow).toEqual({ step: 1, draft: emptySignupDraft, errors: {}, refusals: 0 });
  });

  test('refuses Continue on an incomplete form, with the spec\'s messages, and counts each refusal', () => {
    const refused = after({ type: 'continued' }, { type: 'continued' });
    expect(refused.step).toBe(1);
    expect(refused.errors).toMatchObject({ email: 'Email is required', password: 'Password must be at least 8 characters' });
    expect(refused.refusals).toBe(2);
  });

  test("editing a field clears that field's error only", () => {
    const flow = after({ type: 'continued' }, edited('email', 'ama@'));
    expect(flow.draft.email).toBe('ama@');
    expect(flow.errors.email).toBeUndefined();
    expect(flow.errors.firstName).toBe('First name is required');
  });

  test('a complete form goes on to the photos, and going back finds every field as it was', () => {
    const onPhotos = after(...fill(complete), edited('languages', ['Twi', 'English']), { type: 'continued' });
    expect(onPhotos.step).toBe(2);
    expect(onPhotos.errors).toEqual({});

    const back = signupFlowReducer(onPhotos, { type: 'went-back' });
    expect(back.step).toBe(1);
    expect(back.draft).toEqual({ ...emptySignupDraft, ...complete, languages: ['Twi', 'English'] });
  });

  test('never changes the flow it is given', () => {
    const before = after(edited('firstName', 'Ama'));
    signupFlowReducer(before, edited('firstName', 'Esi'));
    expect(before.draft.firstName).toBe('Ama');
  });
});
