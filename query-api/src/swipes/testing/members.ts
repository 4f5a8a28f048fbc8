import { randomUUID } from 'node:crypto';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { MemberBlocked, PremiumActivated, memberStream, newEvent, type Position } from '@sankofa/events';
import type { FeatureStack } from '../../testing/feature-stack.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';

export interface TestMember {
  id: string;
  firstName: string;
  headers: { authorization: string };
}

export interface JoinedMember extends TestMember {
  phoneNumber: string;
  /** Of the member's last event: read with it to find the member on the read side. */
  position: Position;
}

const context = { actorId: 'test', correlationId: 'test' };
let sequence = 0;

/** A member registered through signup's own command (no password hashing: these members never log in). */
export const joinMember = async (stack: FeatureStack, options: { firstName?: string; premium?: boolean; phoneNumber?: string } = {}): Promise<JoinedMember> => {
  const firstName = options.firstName ?? `Member${++sequence}`;
  const input = signupInput.parse({
    email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
    password: 'not-used-by-these-tests',
    phoneNumber: options.phoneNumber ?? uniquePhoneNumber(),
    firstName,
    lastName: 'Mensah',
    age: 29,
    location: 'Accra, Ghana',
    heritage: 'Ghanaian',
    profession: 'Architect',
    culturalValues: ['family-oriented'],
  });
  const { password: _password, ...profile } = input;
  const registered = await registerMember({ store: stack.store, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...profile, passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==' }, context);
  const { memberId } = registered;
  const position = options.premium
    ? await stack.given(memberStream(memberId), newEvent(PremiumActivated, { memberId, until: null }, context))
    : registered.position!;
  return { id: memberId, firstName, phoneNumber: input.phoneNumber, headers: await stack.bearer(memberId), position };
};

export const givenBlock = (stack: FeatureStack, blocker: TestMember, blocked: TestMember): Promise<Position> =>
  stack.given(memberStream(blocker.id), newEvent(MemberBlocked, { memberId: blocker.id, blockedMemberId: blocked.id }, context));

/** A JSON command to command-api as `member` (or anonymous); a string body is sent as it is. */
export const command = async (stack: FeatureStack, path: string, member: TestMember | null, body: unknown) => {
  const response = await fetch(`${stack.commandUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member?.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** A GET from query-api as `member`, after the read models have passed `minPosition`. */
export const query = async (stack: FeatureStack, path: string, member: TestMember, minPosition?: Position | null) => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...member.headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
  return response.json();
};
