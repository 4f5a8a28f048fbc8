import type { CreateAccountInput } from './api/sign-up.ts';

/** What the signup form holds while the member types; every field as entered. */
export interface SignupDraft {
  email: string;
  phoneNumber: string;
  password: string;
  firstName: string;
  lastName: string;
  age: string;
  location: string;
  heritage: string;
  profession: string;
  ethnicGroup: string;
  languages: string[];
  diasporaGeneration: string;
  culturalValues: string[];
  religionSpirituality: string;
  relationshipGoals: string;
  bio: string;
}

export type SignupErrors = Partial<Record<keyof SignupDraft, string>>;

export const emptySignupDraft: SignupDraft = {
  email: '', phoneNumber: '', password: '', firstName: '', lastName: '', age: '', location: '', heritage: '',
  profession: '', ethnicGroup: '', languages: [], diasporaGeneration: '', culturalValues: [],
  religionSpirituality: '', relationshipGoals: '', bio: '',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[\d\s+\-()]+$/;
export const minPasswordLength = 8;
export const minAge = 18;
export const maxAge = 100;

function phoneError(phone: string): string | undefined {
  if (!phone) return 'Phone number is required';
  if (phone.length < 10) return 'Phone number must be at least 10 digits';
  if (!phonePattern.test(phone)) return 'Please enter a valid phone number';
}

function ageError(age: string): string | undefined {
  const years = Number(age);
  if (!age) return 'Age is required';
  if (!Number.isInteger(years) || years < minAge || years > maxAge) return `Age must be between ${minAge} and ${maxAge}`;
}

/** The spec's rules and messages; the server checks the same again. */
export function validateSignupDraft(draft: SignupDraft): SignupErrors {
  const trimmed = (field: keyof SignupDraft) => String(draft[field]).trim();
  const errors: SignupErrors = {
    email: !trimmed('email') ? 'Email is required' : emailPattern.test(trimmed('email')) ? undefined : 'Please enter a valid email address',
    phoneNumber: phoneError(trimmed('phoneNumber')),
    password: draft.password.length < minPasswordLength ? `Password must be at least ${minPasswordLength} characters` : undefined,
    firstName: trimmed('firstName') ? undefined : 'First name is required',
    lastName: trimmed('lastName') ? undefined : 'Last name is required',
    age: ageError(trimmed('age')),
    location: trimmed('location') ? undefined : 'Location is required',
    heritage: draft.heritage ? undefined : 'Please choose your heritage',
    profession: trimmed('profession') ? undefined : 'Profession is required',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as SignupErrors;
}

const optional = (value: string) => value.trim() || undefined;
const optionalList = (values: string[]) => (values.length > 0 ? values : undefined);

export function toSignupProfile(draft: SignupDraft): CreateAccountInput['profile'] {
  return {
    email: draft.email.trim(),
    password: draft.password,
    phoneNumber: draft.phoneNumber.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    age: Number(draft.age),
    location: draft.location.trim(),
    heritage: draft.heritage,
    profession: draft.profession.trim(),
    bio: optional(draft.bio),
    ethnicGroup: optional(draft.ethnicGroup),
    languages: optionalList(draft.languages),
    diasporaGeneration: optional(draft.diasporaGeneration),
    culturalValues: optionalList(draft.culturalValues),
    religionSpirituality: optional(draft.religionSpirituality),
    relationshipGoals: optional(draft.relationshipGoals),
  };
}
