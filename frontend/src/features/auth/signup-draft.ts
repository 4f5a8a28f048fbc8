import { i18n } from '../../lib/i18n/i18n.ts';
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
  /** Her answers to the consent question: unticked (no) until she says yes. */
  consentsToEthnicityAndReligion: boolean;
  consentsToPreciseLocation: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupDraft, string>>;

export const emptySignupDraft: SignupDraft = {
  email: '', phoneNumber: '', password: '', firstName: '', lastName: '', age: '', location: '', heritage: '',
  profession: '', ethnicGroup: '', languages: [], diasporaGeneration: '', culturalValues: [],
  religionSpirituality: '', relationshipGoals: '', bio: '', consentsToEthnicityAndReligion: false, consentsToPreciseLocation: false,
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[\d\s+\-()]+$/;
export const minPasswordLength = 8;
export const minAge = 18;
export const maxAge = 100;

/** A validation message in the member's language (English: the spec's words). */
const message = (key: string, values?: Record<string, number>): string => i18n.t(`auth:signup.errors.${key}`, values);

function phoneError(phone: string): string | undefined {
  if (!phone) return message('phoneRequired');
  if (phone.length < 10) return message('phoneTooShort');
  if (!phonePattern.test(phone)) return message('phoneInvalid');
}

function ageError(age: string): string | undefined {
  const years = Number(age);
  if (!age) return message('ageRequired');
  if (!Number.isInteger(years) || years < minAge || years > maxAge) return message('ageRange', { min: minAge, max: maxAge });
}

/** The spec's rules and messages; the server checks the same again. */
export function validateSignupDraft(draft: SignupDraft): SignupErrors {
  const trimmed = (field: keyof SignupDraft) => String(draft[field]).trim();
  const errors: SignupErrors = {
    email: !trimmed('email') ? message('emailRequired') : emailPattern.test(trimmed('email')) ? undefined : message('emailInvalid'),
    phoneNumber: phoneError(trimmed('phoneNumber')),
    password: draft.password.length < minPasswordLength ? message('passwordTooShort', { min: minPasswordLength }) : undefined,
    firstName: trimmed('firstName') ? undefined : message('firstNameRequired'),
    lastName: trimmed('lastName') ? undefined : message('lastNameRequired'),
    age: ageError(trimmed('age')),
    location: trimmed('location') ? undefined : message('locationRequired'),
    heritage: draft.heritage ? undefined : message('heritageRequired'),
    profession: trimmed('profession') ? undefined : message('professionRequired'),
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
    sensitiveDataConsent: { ethnicityAndReligion: draft.consentsToEthnicityAndReligion, preciseLocation: draft.consentsToPreciseLocation },
  };
}
