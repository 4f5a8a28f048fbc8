/**
 * The HTTP conventions every call shares (spec section 7): bearer token, cookies, JSON bodies,
 * `status: body` errors, no retries. Additions: an expired access token is renewed once with the
 * refresh cookie and the call repeated, a call the server shed when overloaded is sent again after
 * the wait it asked for, a page load first asks for an access token the same way, and reads carry
 * our last write's position (asked again when the server's wait for it ran out).
 */
import { navigate } from 'wouter/use-browser-location';
import { refreshSession, urlOf, type BodyOf, type PathParams, type QueryOf, type ResponseOf, type RouteContract } from '@sankofa/contracts';
import { clearTokens, readAccessToken, storeTokens } from './auth/session-tokens.ts';
import { noteSuspension } from './auth/suspension-notice.ts';
import { isOnline, noteNetworkFailure, noteNetworkSuccess } from './pwa/connection.ts';
import { eventPositionHeader, minPositionHeaders, positionReachedHeader, rememberPosition } from './read-your-writes.ts';
import { paths } from './paths.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's JSON error body `{ error, code }`, when it sent one. */
  private get errorBody(): { error?: unknown; code?: unknown } {
    try {
      return JSON.parse(this.bodyText) as { error?: unknown; code?: unknown };
    } catch {
      return {};
    }
  }

  /** The human message the server gave, for toasts. */
  get serverMessage(): string | undefined {
    const { error } = this.errorBody;
    return typeof error === 'string' ? error : undefined;
  }

  get code(): string | undefined {
    const { code } = this.errorBody;
    return typeof code === 'string' ? code : undefined;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => null);
  if (bodyText === null) throw new ApiError(response.status, 'Network error');
  throw new ApiError(response.status, bodyText || response.statusText);
}

interface RequestOptions {
  /** Calls made before there is a member (login, signup, refresh) never send or renew a token. */
  anonymous?: boolean;
  /** Headers of this call alone, such as a purchase's `Idempotency-Key`; sent again when the call is repeated after a renewal. */
  headers?: Record<string, string>;
}

function send(method: string, path: string, body: unknown, accessToken: string | null, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const isForm = body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const headers: Record<string, string> = {
    ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(method === 'GET' ? minPositionHeaders() : {}),
    ...extraHeaders,
  };
  const request = fetch(path, {
    method,
    headers,
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  // Every call tells the offline banner whether the server could be reached.
  request.then(noteNetworkSuccess, noteNetworkFailure);
  return request;
}

const MAX_SHED_RETRIES = 2;
const MAX_SHED_WAIT_MS = 5_000;

/**
 * A 503 with Retry-After is a call the overloaded server shed before running any of it (only
 * its load shedding answers so), so sending it again, a write too, cannot do anything twice.
 * The wait is spread from half to one and a half times the asked one, so phones shed together
 * do not all come back in the same instant.
 */
async function sendAgainIfShed(...call: Parameters<typeof send>): Promise<Response> {
  for (let retries = 0; ; retries++) {
    const response = await send(...call);
    const retryAfter = response.headers.get('Retry-After');
    if (response.status !== 503 || retryAfter === null || retries === MAX_SHED_RETRIES) return response;
    const waitMs = Math.min(MAX_SHED_WAIT_MS, Number(retryAfter) * 1_000 || 1_000) * (0.5 + Math.random());
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

const MAX_BEHIND_RETRIES = 2;

/**
 * A read the server answered before its read models had our last write (`X-Position-Reached:
 * false`: its bounded wait ran out) shows the screen as it was before that write; asked again, it
 * waits again, so a screen opened right after a command (a newcomer's first deck) shows what the
 * command did. A read that is behind after that is shown as it is.
 */
async function askAgainWhileBehind(response: Response, ...call: Parameters<typeof send>): Promise<Response> {
  for (let retries = 0; retries < MAX_BEHIND_RETRIES && response.headers.get(positionReachedHeader) === 'false'; retries++) {
    await response.body?.cancel();
    response = await sendAgainIfShed(...call);
  }
  return response;
}

let refreshInFlight: Promise<boolean> | null = null;

/** A refresh refused because the account is suspended: the login screen tells the member why. */
async function noteSuspensionOf(response: Response): Promise<void> {
  const error = new ApiError(response.status, await response.clone().text());
  if (error.code === 'account_suspended' && error.serverMessage) noteSuspension(error.serverMessage);
}

/** The refresh cookie (HttpOnly, sent only to AUTH_COOKIE_PATH) buys a new access token and is rotated by the answer. */
async function refreshAccessToken(): Promise<boolean> {
  try {
    const response = await send(refreshSession.method, urlOf(refreshSession), undefined, null);
    if (response.status === 403) await noteSuspensionOf(response);
    if (!response.ok) return false;
    const { auth } = refreshSession.response.parse(await response.json());
    storeTokens(auth, 'refreshed');
    return true;
  } catch {
    return false;
  }
}

/**
 * One refresh at a time across this browser's tabs (they share the cookie): each then presents the
 * cookie the previous one rotated. Where Web Locks are missing, the server's grace window for a
 * just-rotated cookie covers two tabs refreshing at once.
 */
const refreshAcrossTabs = (): Promise<boolean> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('sankofa-refresh', refreshAccessToken) : refreshAccessToken();

let restored: Promise<boolean> | null = null;

/**
 * On page load the access token is not anywhere yet: the refresh cookie, if any, gets one. Asked
 * once per page, unless the network was down (an app opened offline signs in on its return).
 */
export function restoreSession(): Promise<boolean> {
  restored ??=
    readAccessToken() !== null
      ? Promise.resolve(true)
      : renewOnce().then((renewed) => {
          if (!renewed && !isOnline()) restored = null;
          return renewed;
        });
  return restored;
}

function renewOnce(): Promise<boolean> {
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Renews the access token once for everyone waiting: refresh tokens rotate, so two parallel
 * refreshes would present the same cookie twice. When renewal fails the session is over and the
 * member signs in again.
 */
export async function renewSessionOrSignOut(): Promise<boolean> {
  const renewed = await renewOnce();
  if (!renewed && readAccessToken() !== null) {
    clearTokens();
    navigate(paths.login.href);
  }
  return renewed;
}

export async function apiFetch(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  if (!options.anonymous) await restoreSession();
  const accessToken = options.anonymous ? null : readAccessToken();
  let response = await sendAgainIfShed(method, path, body, accessToken, options.headers);
  if (response.status === 401 && accessToken) {
    // A parallel call may already have renewed the pair; only renew when ours is still current.
    const renewed = readAccessToken() !== accessToken || (await renewSessionOrSignOut());
    if (renewed) response = await sendAgainIfShed(method, path, body, readAccessToken(), options.headers);
  }
  if (method === 'GET') response = await askAgainWhileBehind(response, method, path, body, readAccessToken(), options.headers);
  rememberPosition(response.headers.get(eventPositionHeader));
  return response;
}

/** The server's own words for a failed call, when it gave any. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;

/** An answer the route's contract refuses: this client and the server disagree on the wire. */
export class ContractMismatchError extends Error {}

type PartsOf<Contract extends RouteContract> = (keyof PathParams<Contract['path']> extends never ? unknown : { params: PathParams<Contract['path']> }) &
  ([QueryOf<Contract>] extends [never] ? unknown : { query?: QueryOf<Contract> }) &
  ([BodyOf<Contract>] extends [never]
    ? (Contract['form'] extends object ? { form: FormData } : unknown)
    : Contract['form'] extends object
      ? { body: BodyOf<Contract> } | { form: FormData }
      : { body: BodyOf<Contract> });

/** A call's parts (those its contract has), and how to send it. */
export type CallOf<Contract extends RouteContract> = PartsOf<Contract> & RequestOptions;

/** The call may be left out when the route needs no part of it. */
type CallArgument<Contract extends RouteContract> = Record<never, never> extends PartsOf<Contract> ? [call?: CallOf<Contract>] : [call: CallOf<Contract>];

interface AnyCall extends RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

async function answerOf<Contract extends RouteContract>(contract: Contract, response: Response): Promise<ResponseOf<Contract>> {
  await throwIfNotOk(response);
  const text = await response.text();
  const parsed = contract.response.safeParse(text ? JSON.parse(text) : undefined);
  if (!parsed.success) throw new ContractMismatchError(`${contract.method} ${contract.path}: ${parsed.error.message}`);
  return parsed.data as ResponseOf<Contract>;
}

const fetchRoute = (contract: RouteContract, call: AnyCall = {}): Promise<Response> =>
  apiFetch(contract.method, urlOf(contract, call.params, call.query), call.form ?? call.body, call);

/** Calls a route as its contract describes it and parses the answer with the contract's response schema. */
export async function callRoute<Contract extends RouteContract>(contract: Contract, ...[call]: CallArgument<Contract>): Promise<ResponseOf<Contract>> {
  return answerOf(contract, await fetchRoute(contract, call as AnyCall));
}

/** A read that answers `null` instead of failing on 401, for screens that also serve visitors. */
export async function callRouteOrNullIfUnauthorized<Contract extends RouteContract>(contract: Contract, ...[call]: CallArgument<Contract>): Promise<ResponseOf<Contract> | null> {
  const response = await fetchRoute(contract, call as AnyCall);
  return response.status === 401 ? null : answerOf(contract, response);
}
