import type { MemberCredentials } from './browser.ts';

export interface ApiMember extends MemberCredentials {
  id: string;
  token: string;
}

/** A member signed up and logged in through the real API (the journey's pages log in for themselves). */
export async function signUpMember(appUrl: string, firstName: string): Promise<ApiMember> {
  const credentials = { email: `${firstName.toLowerCase()}.${crypto.randomUUID()}@example.com`, password: 'akwaaba-2024' };
  const profile = { firstName, lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect', phoneNumber: '+233 24 123 4567' };
  const signup = await fetch(`${appUrl}/api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...profile, ...credentials }) });
  if (!signup.ok) throw new Error(`Signup failed: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
  const { auth, user } = (await login.json()) as { auth: { accessToken: string }; user: { id: string } };
  return { ...credentials, id: user.id, token: auth.accessToken };
}

/** A JSON call to the app as `member`; fails the journey on an error answer. */
export async function callApi<Answer>(appUrl: string, member: ApiMember, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${member.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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
