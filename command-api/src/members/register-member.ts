import { v7 as uuidv7 } from 'uuid';
import type { EventContext, EventStore, SensitiveDataConsent } from '@sankofa/events';
import { coarseOrNull, type ReverseGeocoder } from '@sankofa/server-kit';
import type { Registration } from './decide.ts';
import { normalizeEmail, releaseEmail, reserveEmail } from './email-reservation.ts';
import { handleMemberCommand } from './member-stream.ts';
import { defaultPasswordHasher, type PasswordHasher } from './password.ts';
import { reservePhone } from './phone-reservation.ts';
import type { SignupInput } from './signup-input.ts';

export interface RegistrationDependencies {
  store: EventStore;
  geocoder?: ReverseGeocoder;
  /** The OWASP-cost hasher unless a test hands a cheaper one. */
  passwords?: PasswordHasher;
  /** IDENTITY_BAN_KEY, which keys the phone number's reservation stream. */
  identityBanKey: string;
}

/** A signup's fields; a seeder may pass a precomputed `passwordHash` (hash once, reuse) and its own ids. */
export type RegistrationInput = Omit<SignupInput, 'password' | 'homeCountry' | 'sensitiveDataConsent'> &
  ({ password: string } | { passwordHash: string }) & {
    memberId?: string;
    homeCountry?: string | null;
    sensitiveDataConsent?: SensitiveDataConsent;
    role?: Registration['role'];
  };

/**
 * Where the member is: only the coarse point (her grid cell's centre, see coarse-location.ts) is
 * kept, and the server's own offline lookup names it, winning over what the client typed; so the
 * city tells no more than the cell does.
 */
const placeOf = (input: RegistrationInput, geocoder: ReverseGeocoder | undefined) => {
  const { latitude, longitude } = coarseOrNull({ latitude: input.latitude, longitude: input.longitude });
  const found = geocoder && latitude !== null && longitude !== null ? geocoder.reverse(latitude, longitude) : null;
  return { latitude, longitude, currentCity: found?.city ?? input.currentCity, currentCountry: found?.country ?? input.currentCountry };
};

/**
 * Signup as events: the e-mail and the phone are reserved first (each stream appended with
 * `no_stream`), then the member's stream is started. A number already taken lets the e-mail go
 * again, so she may retry with another. A failure later leaves both held by this member id, which a
 * retry with the same id (a resuming seeder) completes, or another signup takes over once the hold
 * is abandoned (see `ABANDONED_RESERVATION_MS`).
 */
export const registerMember = async (deps: RegistrationDependencies, input: RegistrationInput, context: EventContext) => {
  const memberId = input.memberId ?? uuidv7();
  const email = normalizeEmail(input.email);
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await (deps.passwords ?? defaultPasswordHasher).hash(input.password);
  await reserveEmail(deps.store, { email, memberId }, context);
  await reservePhone({ store: deps.store, identityKey: deps.identityBanKey }, { phone: input.phoneNumber, memberId }, context).catch(async (error: unknown) => {
    await releaseEmail(deps.store, { email, memberId }, context);
    throw error;
  });
  const registration: Registration = {
    memberId,
    email,
    phoneNumber: input.phoneNumber,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    age: input.age,
    location: input.location,
    heritage: input.heritage,
    profession: input.profession,
    bio: input.bio,
    ethnicGroup: input.ethnicGroup,
    languages: input.languages,
    diasporaGeneration: input.diasporaGeneration,
    culturalValues: input.culturalValues,
    religionSpirituality: input.religionSpirituality,
    relationshipGoals: input.relationshipGoals,
    homeCountry: input.homeCountry ?? null,
    photos: input.photos,
    ...placeOf(input, deps.geocoder),
    role: input.role ?? 'member',
  };
  const command = { type: 'RegisterMember' as const, data: registration, ...(input.sensitiveDataConsent && { consent: input.sensitiveDataConsent }) };
  const result = await handleMemberCommand(deps.store, command, context);
  return { memberId, registration, position: result.position };
};
