import { v7 as uuidv7 } from 'uuid';
import { MatchMade, MatchOpened, matchStream, newEvent, pairStream, type Position } from '@sankofa/events';
import type { FeatureStack } from '../../testing/feature-stack.ts';
import { joinMember, type TestMember } from '../../swipes/testing/members.ts';

const context = { actorId: 'test', correlationId: 'test' };

/** Members registered through signup's command, one per first name, as a tuple. */
export const membersNamed = <Names extends string[]>(stack: FeatureStack, ...names: Names) =>
  Promise.all(names.map((firstName) => joinMember(stack, { firstName }))) as Promise<{ [Index in keyof Names]: TestMember }>;

export interface GivenMatch {
  id: string;
  position: Position;
}

/** A match as the swipes leave it: `MatchMade` on the pair stream, then, unless `opened` is false, `MatchOpened`. */
export const givenMatch = async (stack: FeatureStack, first: TestMember, second: TestMember, { opened = true } = {}): Promise<GivenMatch> => {
  const match = { matchId: uuidv7(), userId1: first.id, userId2: second.id };
  let position = await stack.given(pairStream(first.id, second.id), newEvent(MatchMade, match, context));
  if (opened) position = await stack.given(matchStream(match.matchId), newEvent(MatchOpened, match, context));
  return { id: match.matchId, position };
};

export interface Answer {
  status: number;
  // The tests read whatever the route answered.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Any command to command-api as `member` (or anonymous); a string body is sent as it is. */
export const send = async (stack: FeatureStack, method: string, path: string, member: TestMember | null, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${stack.commandUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...member?.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** A GET from query-api as `member` (or anonymous), after the read models have passed `minPosition`. */
export const read = async (stack: FeatureStack, path: string, member: TestMember | null, minPosition?: Position | null): Promise<Answer> => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...member?.headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
  return { status: response.status, body: await response.json() };
};

export const sendMessage = (stack: FeatureStack, member: TestMember, id: string, content: unknown) =>
  send(stack, 'POST', `/api/matches/${id}/messages`, member, { content });
