import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '@sankofa/adapters/media/testing';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { RATE_LIMIT_DEFAULTS, RATE_LIMIT_NAMES, type RateLimitName, type RateLimitOverrides } from './limits.ts';
import { anotherClientAddress, fetchFrom } from './testing.ts';
import { startInstances, type Instance, type Instances } from './testing-instances.ts';
import { signupBody } from '../members/testing/registration-input.ts';

const HOUR = 3600;
/** Two of everything, so each route meets its limit on its third request; a photo of 2 KiB meets a 3 KiB allowance on its second. */
const LOW_LIMITS: RateLimitOverrides = {
  ...Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { points: 2, durationSeconds: HOUR }])),
  uploadKilobytes: { points: 3, durationSeconds: HOUR },
};
const TWO_KILOBYTE_PHOTO = Buffer.concat([TINY_PNG, Buffer.alloc(1500 - TINY_PNG.length, 0)]);

let databaseUrl: string;
let instances: Instances;
let first: Instance;
let second: Instance;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  instances = await startInstances(databaseUrl, LOW_LIMITS);
  [first, second] = [await instances.start(), await instances.start()];
});
afterAll(() => instances.close());

type Send = (url: string) => Promise<Response>;
type Member = Awaited<ReturnType<Instances['member']>>;

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const photoForm = (file: Buffer, headers: Record<string, string> = {}): RequestInit => {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'me.png');
  return { method: 'POST', body: form, headers };
};

/** A fresh client address sending `request` each time. */
const fromNewAddress = (request: () => [path: string, init: RequestInit]): Send => {
  const address = anotherClientAddress();
  return (url) => {
    const [path, init] = request();
    return fetchFrom(address, `${url}${path}`, init);
  };
};
/** A fresh member sending `request(member)` each time. */
const asNewMember = async (request: (member: Member) => [path: string, init: RequestInit]): Promise<Send> => {
  const member = await instances.member();
  return (url) => {
    const [path, init] = request(member);
    return fetch(`${url}${path}`, init);
  };
};
const members = (count: number) => Promise.all(Array.from({ length: count }, () => instances.member()));

let emails = 0;
const nextSignupBody = () => signupBody(`signup${++emails}@example.com`);

interface LimitedRoute {
  limit: RateLimitName;
  /** Requests allowed before the refusal. */
  allowed: number;
  /** The answer under the limit (null: any answer but 429). */
  status: number | null;
  /** A new caller (address or member), ready to send one request to an instance. */
  caller(url: string): Promise<Send>;
}

const routes: LimitedRoute[] = [
  { limit: 'signup', allowed: 2, status: 201, caller: async () => fromNewAddress(() => ['/api/users', json(nextSignupBody())]) },
  { limit: 'login', allowed: 2, status: 401, caller: async () => fromNewAddress(() => ['/api/auth/login', json({ email: 'nobody@example.com', password: 'a guess' })]) },
  { limit: 'refresh', allowed: 2, status: null, caller: async () => fromNewAddress(() => ['/api/auth/refresh', json({ refreshToken: 'not.a-token' })]) },
  { limit: 'anonymousUploads', allowed: 2, status: 201, caller: async () => fromNewAddress(() => ['/api/media', photoForm(TINY_PNG)]) },
  { limit: 'uploads', allowed: 2, status: 201, caller: () => asNewMember(({ authorization }) => ['/api/media', photoForm(TINY_PNG, { authorization })]) },
  { limit: 'uploadKilobytes', allowed: 1, status: 201, caller: () => asNewMember(({ authorization }) => ['/api/media', photoForm(TWO_KILOBYTE_PHOTO, { authorization })]) },
  {
    limit: 'swipes',
    allowed: 2,
    status: 201,
    caller: async () => {
      const others = await members(4);
      return asNewMember(({ authorization }) => ['/api/swipes', json({ swipedId: others.pop()!.id, isLike: false }, { authorization })]);
    },
  },
  {
    limit: 'messages',
    allowed: 2,
    status: 201,
    caller: async (url) => {
      const [sender, receiver] = await members(2);
      await fetch(`${url}/api/swipes`, json({ swipedId: receiver!.id, isLike: true }, { authorization: sender!.authorization }));
      expect((await fetch(`${url}/api/swipes`, json({ swipedId: sender!.id, isLike: true }, { authorization: receiver!.authorization }))).status).toBe(201);
      // By the other member's id: the match is found through the pair's stream, with no read model running.
      return (instance) => fetch(`${instance}/api/matches/${receiver!.id}/messages`, json({ content: 'Hello' }, { authorization: sender!.authorization }));
    },
  },
  {
    limit: 'reports',
    allowed: 2,
    status: 201,
    caller: async () => {
      const [reported] = await members(1);
      return asNewMember(({ authorization }) => [`/api/users/${reported!.id}/report`, json({ reason: 'spam' }, { authorization })]);
    },
  },
  {
    limit: 'blocks',
    allowed: 2,
    status: 200,
    caller: async () => {
      const others = await members(4);
      return asNewMember(({ authorization }) => [`/api/users/${others.pop()!.id}/block`, json({}, { authorization })]);
    },
  },
  { limit: 'translations', allowed: 2, status: 200, caller: () => asNewMember(({ authorization }) => ['/api/translation/translate', json({ text: 'Hello', targetLanguage: 'fr' }, { authorization })]) },
  {
    limit: 'locationChanges',
    allowed: 2,
    status: 200,
    caller: () => asNewMember(({ id, authorization }) => [`/api/users/${id}/update-location`, json({ latitude: 5.6, longitude: -0.19 }, { authorization })]),
  },
];

const expectAnswer = async (response: Response, status: number | null) => {
  if (status !== null) expect(response.status, await response.text()).toBe(status);
  expect(response.status).not.toBe(429);
  expect(response.status).toBeLessThan(500);
};

describe('every limited route, counted in PostgreSQL', () => {
  it.each(routes)('$limit: past the limit 429 with Retry-After, on any instance and after a restart; another caller is not affected', async (route) => {
    const send = await route.caller(first.url);
    // Half the requests through each replica: they count together.
    for (let request = 0; request < route.allowed; request++) await expectAnswer(await send(request % 2 ? second.url : first.url), route.status);

    const restarted = await instances.start();
    try {
      const refused = await send(restarted.url);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(HOUR);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/^[A-Z].*\. Try again in \d+ (seconds?|minutes?|hours?)\.$/), code: 'rate_limited', details: { limit: route.limit, retryAfterSeconds: retryAfter } });
      expect((await send(first.url)).status).toBe(429);

      const someoneElse = await route.caller(restarted.url);
      await expectAnswer(await someoneElse(restarted.url), route.status);
    } finally {
      await restarted.close();
    }
  });
});

describe('the production defaults', () => {
  it(`apply when nothing is configured: a member files ${RATE_LIMIT_DEFAULTS.reports.points} reports a day, not one more`, async () => {
    const defaults = await startInstances(databaseUrl);
    try {
      const instance = await defaults.start();
      const [reported, { authorization }] = [await defaults.member(), await defaults.member()];
      const report = () => fetch(`${instance.url}/api/users/${reported.id}/report`, json({ reason: 'spam' }, { authorization }));
      for (let count = 0; count < RATE_LIMIT_DEFAULTS.reports.points; count++) expect((await report()).status).toBe(201);
      const refused = await report();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * HOUR);
    } finally {
      await defaults.close();
    }
  });
});
