import type { MemberCredentials } from './browser.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

export interface ApiMember extends MemberCredentials {
  id: string;
  token: string;
}

/** A member signed up but never logged in: the journey's pages log in for themselves. */
export interface SignedUpMember extends MemberCredentials {
  id: string;
}

/** The signup profile a journey may override, e.g. a city (discovery) or a heritage (matchmaking). */
export type MemberProfile = Record<string, unknown>;

const defaultProfile: MemberProfile = { lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect' };

/** Members in Accra with coordinates, so each is in the others' discovery. */
export const accraProfile: MemberProfile = { location: 'Accra, Ghana', latitude: 5.6037, longitude: -0.187, currentCity: 'Accra', currentCountry: 'Ghana' };

const jsonPost = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A member made through the real signup API only, without a login (a login is a security event of its own). */
export async function registerThroughApi(appUrl: string, firstName: string, profile: MemberProfile = {}): Promise<SignedUpMember> {
  const credentials = { email: `${firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  const signup = await jsonPost(`${appUrl}/api/users`, { ...defaultProfile, phoneNumber: uniquePhoneNumber(), ...profile, firstName, ...credentials });
  if (!signup.ok) throw new Error(`Signup failed: ${signup.status} ${await signup.text()}`);
  const { user } = (await signup.json()) as { user: { id: string } };
  return { ...credentials, id: user.id };
}

/** `credentials` logged in through the real API, for the journey's own API calls. */
export async function logInThroughApi(appUrl: string, credentials: MemberCredentials): Promise<ApiMember> {
  const login = await jsonPost(`${appUrl}/api/auth/login`, credentials);
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const { auth, user } = (await login.json()) as { auth: { accessToken: string }; user: { id: string } };
  return { email: credentials.email, password: credentials.password, id: user.id, token: auth.accessToken };
}

/** A member signed up and logged in through the real API (the journey's pages log in for themselves). */
export async function signUpMember(appUrl: string, firstName: string, profile: MemberProfile = {}): Promise<ApiMember> {
  return logInThroughApi(appUrl, await registerThroughApi(appUrl, firstName, profile));
}

/** The headers of a JSON call as `member`. */
export const headersOf = (member: ApiMember): Record<string, string> => ({ 'Content-Type': 'application/json', authorization: `Bearer ${member.token}` });

/** A JSON call to the app as `member`; fails the journey on an error answer. */
export async function callApi<Answer>(appUrl: string, member: ApiMember, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${appUrl}${path}`, { method, headers: headersOf(member), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** Two members who liked each other: answers the match's id. */
export async function matchMembers(appUrl: string, first: ApiMember, second: ApiMember): Promise<string> {
  await callApi(appUrl, first, 'POST', '/api/swipes', { swipedId: second.id, isLike: true });
  const { match } = await callApi<{ match?: { id: string } }>(appUrl, second, 'POST', '/api/swipes', { swipedId: first.id, isLike: true });
  if (!match) throw new Error('The second like made no match');
  return match.id;
}
