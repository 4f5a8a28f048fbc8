// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A fresh copy of the client per test: the access token, the refresh in flight and the session restore live in module state. */
const loadClient = async () => {
  vi.resetModules();
  const client = await import('./api-client.ts');
  const tokens = await import('./auth/session-tokens.ts');
  return { ...client, ...tokens };
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server: an API route answers 200 only to the current access token; `/api/auth/refresh`
 * answers the next token (after a short while, so calls can pile up behind it) or 401 when the
 * refresh cookie is gone.
 */
function fakeServer(options: { currentToken: string; refreshWorks?: boolean }) {
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
      return authorization === `Bearer ${current}` ? json(200, { ok: true }) : json(401, { error: 'Token expired' });
    }),
  );
  return { refreshes: () => refreshes, authorizations };
}

describe('the API client', () => {
  beforeEach(() => history.replaceState(null, '', '/discover'));
  afterEach(() => vi.unstubAllGlobals());

  test('sends the access token and answers what the server answered', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-1' });

    expect(await client.apiGet('/api/matches')).toEqual({ ok: true });
    expect(server.authorizations).toEqual(['Bearer token-1']);
    expect(server.refreshes()).toBe(0);
  });

  test('on a 401 renews the access token once with the refresh cookie and repeats the call with the new one', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0' });

    expect(await client.apiGet('/api/matches')).toEqual({ ok: true });
    expect(server.refreshes()).toBe(1);
    expect(server.authorizations).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(client.readAccessToken()).toBe('token-2');
  });

  test('calls refused together share one refresh: refresh tokens rotate, so a second would present a spent cookie', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0' });

    const answers = await Promise.all(['/api/matches', '/api/notifications', '/api/users/discovery'].map((path) => client.apiGet(path)));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.refreshes()).toBe(1);
    expect(server.authorizations.filter((header) => header === 'Bearer token-2')).toHaveLength(3);
  });

  test('holds the refresh under a Web Lock, so tabs sharing the cookie refresh one after another', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    fakeServer({ currentToken: 'token-0' });
    const request = vi.fn((_name: string, task: () => Promise<boolean>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });

    await client.apiGet('/api/matches');
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![0]).toBe('sankofa-refresh');
  });

  test('when the refresh is refused too, the session is over: the token goes and the member is sent to the login', async () => {
    const client = await loadClient();
    client.storeTokens({ accessToken: 'token-1' }, 'signed-in');
    const server = fakeServer({ currentToken: 'token-0', refreshWorks: false });
    const changes: string[] = [];
    client.onSessionChange((change) => changes.push(change));

    await expect(client.apiGet('/api/matches')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshes()).toBe(1);
    expect(client.readAccessToken()).toBeNull();
    expect(changes).toEqual(['signed-out']);
    expect(location.pathname).toBe('/login');
  });

  test('on a page load the first calls get an access token from the refresh cookie, asked once', async () => {
    const client = await loadClient();
    const server = fakeServer({ currentToken: 'token-0' });

    await Promise.all([client.apiGet('/api/matches'), client.apiGet('/api/notifications')]);
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

    await client.apiSend('POST', '/api/purchase-consumable', { itemType: 'boost' }, { headers: { 'Idempotency-Key': 'key-1' } });
    const purchases = fetchMock.mock.calls.filter(([path]) => path === '/api/purchase-consumable');
    expect(purchases).toHaveLength(2);
    for (const [, init] of purchases) expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    const refresh = fetchMock.mock.calls.find(([path]) => path === '/api/auth/refresh');
    expect((refresh![1]!.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });
});
