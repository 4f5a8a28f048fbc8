// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { countMatches, countUnreadNotifications, listEvents, markNotificationRead, purchaseConsumable, urlOf } from '@sankofa/contracts';

/** A fresh copy of the client per test: the access token, the refresh in flight and the session restore live in module state. */
const loadClient = async () => {
  vi.resetModules();
  const client = await import('./api-client.ts');
  const tokens = await import('./auth/session-tokens.ts');
  return { ...client, ...tokens };
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server: an API route answers 200 (a count, unless told otherwise) only to the current access token; `/api/auth/refresh`
 * answers the next token (after a short while, so calls can pile up behind it) or 401 when the
 * refresh cookie is gone.
 */
function fakeServer(options: { currentToken: string; refreshWorks?: boolean; answers?: Record<string, unknown> }) {
  const answers = new Map(Object.entries(options.answers ?? {}));
  let current = options.currentToken;
  let refreshes = 0;
  const authorizations: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>).Authorization ?? null;
      if (path === '/api/auth/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (options.refreshWorks === false) return json(401, { error: 'Session expired' });
        current = `token-${refreshes + 1}`;
        return json(200, { auth: { accessToken: current }, user: { id: 'member-1', name: 'Ama Mensah' }, position: null });
      }
      authorizations.push(authorization);
      return authorization === `Bearer ${current}` ? json(200, answers.get(path) ?? { count: 3 }) : json(401, { error: 'Token expired' });
    }),
  );
  return { refreshes: () => refreshes, authorizations };
}

describe('the API client', () => {
  beforeEach(() => history.replaceState(null, '', '/discover'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('sends a call the overloaded server shed (503 with Retry-After) again after the wait it asked for', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const shed = () => new Response(JSON.stringify({ error: 'The server is overloaded; retry in 1 s', code: 'overloaded' }), { status: 503, headers: { 'Retry-After': '1' } });
    const fetchMock = vi.fn().mockResolvedValueOnce(shed()).mockResolvedValueOnce(json(200, { position: null }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();

    const answer = client.callRoute(markNotificationRead, { params: { id: 'notification-1' } });
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await answer).toEqual({ position: null });
  });

  test('gives up on a shed call after two more tries, and never repeats a 503 without Retry-After', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const fetchMock = vi.fn(async () => new Response('{"error":"overloaded","code":"overloaded"}', { status: 503, headers: { 'Retry-After': '1' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    const answer = client.apiFetch('POST', '/api/things');
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await answer).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const unavailable = vi.fn(async () => json(503, { error: 'Translation is not configured', code: 'translation_unavailable' }));
    vi.stubGlobal('fetch', unavailable);
    expect((await client.apiFetch('POST', '/api/things')).status).toBe(503);
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  test('asks a read again when the server answered it before its read models had our last write, twice at most', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const answer = (count: number, reached: boolean) =>
      new Response(JSON.stringify({ count }), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Position-Reached': String(reached) } });
    const catchingUp = vi.fn().mockResolvedValueOnce(answer(0, false)).mockResolvedValueOnce(answer(1, true));
    vi.stubGlobal('fetch', catchingUp);
    expect(await client.callRoute(countMatches)).toEqual({ count: 1 });
    expect(catchingUp).toHaveBeenCalledTimes(2);

    const stuck = vi.fn(async () => answer(0, false));
    vi.stubGlobal('fetch', stuck);
    expect(await client.callRoute(countMatches)).toEqual({ count: 0 });
    expect(stuck).toHaveBeenCalledTimes(3);

    // A write is never sent twice for it.
    const written = vi.fn(async () => answer(0, false));
    vi.stubGlobal('fetch', written);
    await client.apiFetch('POST', '/api/things');
    expect(written).toHaveBeenCalledTimes(1);
  });

  test('sends the access token and answers what the server answered', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-1' });

    expect(await client.callRoute(countMatches)).toEqual({ count: 3 });
    expect(server.authorizations).toEqual(['Bearer token-1']);
    expect(server.refreshes()).toBe(0);
  });

  test('on a 401 renews the access token once with the refresh cookie and repeats the call with the new one', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0' });

    expect(await client.callRoute(countMatches)).toEqual({ count: 3 });
    expect(server.refreshes()).toBe(1);
    expect(server.authorizations).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(client.readAccessToken()).toBe('token-2');
  });

  test('calls refused together share one refresh: refresh tokens rotate, so a second would present a spent cookie', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0' });

    const answers = await Promise.all([client.callRoute(countMatches), client.callRoute(countUnreadNotifications), client.callRoute(countMatches)]);
    expect(answers).toEqual([{ count: 3 }, { count: 3 }, { count: 3 }]);
    expect(server.refreshes()).toBe(1);
    expect(server.authorizations.filter((header) => header === 'Bearer token-2')).toHaveLength(3);
  });

  test('holds the refresh under a Web Lock, so tabs sharing the cookie refresh one after another', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    fakeServer({ currentToken: 'token-0' });
    const request = vi.fn((_name: string, task: () => Promise<boolean>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });

    await client.callRoute(countMatches);
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![0]).toBe('sankofa-refresh');
  });

  test('when the refresh is refused too, the session is over: the token goes and the member is sent to the login', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0', refreshWorks: false });
    const changes: string[] = [];
    client.onSessionChange((change) => changes.push(change));

    await expect(client.callRoute(countMatches)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect(client.readAccessToken()).toBeNull();
    expect(changes).toEqual(['signed-out']);
    expect(location.pathname).toBe('/login');
  });

  test('on a page load the first calls get an access token from the refresh cookie, asked once', async () => {
    const client = await loadClient();
    const server = fakeServer({ currentToken: 'token-0' });

    await Promise.all([client.callRoute(countMatches), client.callRoute(countUnreadNotifications)]);
    expect(server.refreshes()).toBe(1);
    expect(server.authorizations).toEqual(['Bearer token-2', 'Bearer token-2']);
  });

  test('anonymous calls (login, signup) send no token and never refresh', async () => {
    const client = await loadClient();
    const server = fakeServer({ currentToken: 'token-0' });

    const response = await client.apiFetch('POST', '/api/auth/login', { email: 'ama@example.com' }, { anonymous: true });
    expect(response.status).toBe(401);
    expect(server.authorizations).toEqual([null]);
    expect(server.refreshes()).toBe(0);
  });

  test("sends a call's own headers, such as a purchase's Idempotency-Key, also when the call is repeated after a renewal", async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-0' }, 'signed-in');
    fakeServer({ currentToken: 'token-1' });
    const fetchMock = vi.mocked(fetch);

    await client.apiFetch(purchaseConsumable.method, urlOf(purchaseConsumable), { itemType: 'boost' }, { headers: { 'Idempotency-Key': 'key-1' } });
    const purchases = fetchMock.mock.calls.filter(([path]) => path === purchaseConsumable.path);
    expect(purchases).toHaveLength(2);
    for (const [, init] of purchases) expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    const refresh = fetchMock.mock.calls.find(([path]) => path === '/api/auth/refresh');
    expect((refresh![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  test("fills a route's path parameters and query from the call, encoded, and leaves unset query values out", async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    fakeServer({ currentToken: 'token-1', answers: { '/api/notifications/a%2Fb%3F/read': { position: null }, '/api/events?location=S%C3%A3o+Paulo': [] } });

    expect(await client.callRoute(markNotificationRead, { params: { id: 'a/b?' } })).toEqual({ position: null });
    expect(await client.callRoute(listEvents, { query: { location: 'São Paulo', category: undefined } })).toEqual([]);
    expect(vi.mocked(fetch).mock.calls.map(([path]) => path)).toEqual(['/api/notifications/a%2Fb%3F/read', '/api/events?location=S%C3%A3o+Paulo']);
  });

  test('refuses an answer its contract refuses: the client and the server disagree', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    fakeServer({ currentToken: 'token-1', answers: { '/api/matches/count': { count: 'three' } } });

    await expect(client.callRoute(countMatches)).rejects.toThrow(/GET \/api\/matches\/count/);
  });
});
