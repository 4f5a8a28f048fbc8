import { registerMember, signupInput } from '@sankofa/command-api/members';
import { createPostgresEventStore } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import type { MemberCredentials } from './browser.ts';
import type { MemberProfile } from './matched-members.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/** The demo community's admin, seeded with the app (see the README). */
export const demoAdmin: MemberCredentials = { email: 'admin@sankofa.app', password: 'sankofa-admin' };

const adminProfile: MemberProfile = { age: 40, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Analyst' };

/**
 * Ada, an administrator, registered straight into the app's database through the registration
 * command with role 'admin' (there is no admin signup). `profile` overrides all but her name.
 */
export async function registerAdmin(databaseUrl: string, profile: MemberProfile = {}): Promise<MemberCredentials> {
  const credentials = { email: `ada.${crypto.randomUUID()}@example.com`, password: 'administer-2024' };
  const pool = createPool(databaseUrl);
  try {
    const input = signupInput.parse({ ...adminProfile, phoneNumber: uniquePhoneNumber(), ...profile, firstName: 'Ada', lastName: 'Admin', ...credentials });
    await registerMember({ store: createPostgresEventStore(pool), identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...input, role: 'admin' }, { actorId: 'e2e', correlationId: 'e2e' });
  } finally {
    await pool.end();
  }
  return credentials;
}
