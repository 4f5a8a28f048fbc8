import { registerMember, type RegistrationInput } from '@sankofa/command-api/members';
import { TEST_IDENTITY_BAN_KEY, registrationInput, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import type { Position } from '@sankofa/events';
import type { FeatureStack } from './feature-stack.ts';

const context = { actorId: 'test', correlationId: 'test' };

export type Profile = Partial<Omit<RegistrationInput, 'password' | 'passwordHash'>>;

/** A JSON reply as the tests read it: each test knows the shape of the reply it asked for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: any };

export interface MemberClientOptions {
  /** Member n is `<emailPrefix><n>@example.com`, first name `<firstNamePrefix><n>`. */
  emailPrefix: string;
  firstNamePrefix: string;
  /** Registration fields every member of the file shares (consent too, where ranking needs it); `member(profile)` overrides them. Each has a phone number of her own. */
  defaults: Pick<RegistrationInput, 'lastName' | 'age' | 'location' | 'heritage' | 'profession'> & Pick<Partial<RegistrationInput>, 'sensitiveDataConsent'>;
}

/**
 * Members registered through signup's own command, and their requests over HTTP. A read waits
 * (X-Min-Position) for everything appended so far: the log's visible head can lag behind a commit
 * while other transactions are open.
 */
export const memberClient = (stack: () => FeatureStack, { emailPrefix, firstNamePrefix, defaults }: MemberClientOptions) => {
  let sequence = 0;
  let latest: Position | null = null;
  const seen = (position: Position | null | undefined) => {
    if (position && (latest === null || position > latest)) latest = position;
  };

  const member = async (profile: Profile = {}): Promise<string> => {
    const n = ++sequence;
    const { memberId, position } = await registerMember(
      { store: stack().store, identityBanKey: TEST_IDENTITY_BAN_KEY },
      registrationInput({ email: `${emailPrefix}${n}@example.com`, phoneNumber: uniquePhoneNumber(), firstName: `${firstNamePrefix}${n}`, ...defaults, ...profile }),
      context,
    );
    seen(position);
    return memberId;
  };

  const post = async (memberId: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await fetch(`${stack().commandUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await stack().bearer(memberId)), ...headers },
      body: JSON.stringify(body),
    });
    const reply: Reply = { status: response.status, body: await response.json() };
    seen(reply.body.position);
    return reply;
  };

  const get = async (memberId: string, path: string): Promise<Reply> => {
    const response = await fetch(`${stack().queryUrl}${path}`, { headers: { ...(await stack().bearer(memberId)), ...(latest ? { 'x-min-position': latest } : {}) } });
    return { status: response.status, body: await response.json() };
  };

  /** The newest position this client's writes answered: a read carrying it sees them all. */
  const lastPosition = () => latest;
  return { member, post, get, seen, lastPosition };
};
