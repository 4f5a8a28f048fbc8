import { describe, expect, test } from 'vitest';
import '../../lib/i18n/in-tests.ts';
import { emptySignupDraft, toSignupProfile, validateSignupDraft, type SignupDraft } from './signup-draft.ts';

const valid: SignupDraft = {
  ...emptySignupDraft,
  email: 'ama@example.com',
  phoneNumber: '+233 (24) 123-4567',
  password: 'akwaaba-2024',
  firstName: 'Ama',
  lastName: 'Mensah',
  age: '29',
  location: 'Accra, Ghana',
  heritage: 'Ghanaian',
  profession: 'Architect',
};

describe('validateSignupDraft', () => {
  test('a complete draft has no errors', () => {
    expect(validateSignupDraft(valid)).toEqual({});
  });

  test.each([
    ['email', 'ama@', 'Please enter a valid email address'],
    ['phoneNumber', '12345', 'Phone number must be at least 10 digits'],
    ['phoneNumber', '0244 123 456 ext', 'Please enter a valid phone number'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['age', '17', 'Age must be between 18 and 100'],
    ['age', '101', 'Age must be between 18 and 100'],
    ['heritage', '', 'Please choose your heritage'],
  ] as const)('%s %j is refused with "%s"', (field, value, message) => {
    expect(validateSignupDraft({ ...valid, [field]: value })[field]).toBe(message);
  });

  test('email and phone are both required', () => {
    const errors = validateSignupDraft({ ...valid, email: ' ', phoneNumber: '' });
    expect(errors).toEqual({ email: 'Email is required', phoneNumber: 'Phone number is required' });
  });
});

describe('toSignupProfile', () => {
  test('trims text, turns the age into a number and leaves out optional fields left empty', () => {
    const profile = toSignupProfile({ ...valid, firstName: ' Ama ', bio: '  ', languages: ['Twi'] });
    expect(profile).toMatchObject({ firstName: 'Ama', age: 29, languages: ['Twi'] });
    expect(profile.bio).toBeUndefined();
    expect(profile.culturalValues).toBeUndefined();
  });
});
