/**
 * The HTTP conventions every call shares (spec section 7): bearer token, cookies, JSON bodies,
 * `status: body` errors, no retries. Two additions: an expired access token is renewed once
 * with the refresh token and the call repeated, and reads carry our last write's position.
 */
import { navigate } from 'wouter/use-browser-location';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens, type AuthTokens } from './auth/session-tokens.ts';
import { eventPositionHeader, minPositionHeaders, rememberPosition } from './read-your-writes.ts';

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
}

function send(method: string, path: string, body: unknown, accessToken: string | null): Promise<Response> {
  const isForm = body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const headers: Record<string, string> = {
    ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(method === 'GET' ? minPositionHeaders() : {}),
  };
  return fetch(path, {
    method,
    headers,
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
}

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await send('POST', '/api/auth/refresh', { refreshToken }, null);
    if (!response.ok) return false;
    const { auth } = (await response.json()) as { auth: AuthTokens };
    storeTokens(auth, 'refreshed');
    return true;
  } catch {
    return false;
  }
}

/**
 * Renews the token pair once for everyone waiting: refresh tokens rotate, so two parallel
 * refreshes would present the same token twice and the server would revoke the whole family.
 * When renewal fails the session is over and the member signs in again.
 */
export async function renewSessionOrSignOut(): Promise<boolean> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  const renewed = await refreshInFlight;
  if (!renewed && readAccessToken() !== null) {
    clearTokens();
    navigate('/login');
  }
  return renewed;
}

export async function apiFetch(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const accessToken = options.anonymous ? null : readAccessToken();
  let response = await send(method, path, body, accessToken);
  if (response.status === 401 && accessToken) {
    // A parallel call may already have renewed the pair; only renew when ours is still current.
    const renewed = readAccessToken() !== accessToken || (await renewSessionOrSignOut());
    if (renewed) response = await send(method, path, body, readAccessToken());
  }
  rememberPosition(response.headers.get(eventPositionHeader));
  return response;
}

/** For commands: resolves with the response only when it is OK. */
export async function apiRequest(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<Response> {
  const response = await apiFetch(method, path, body, options);
  await throwIfNotOk(response);
  return response;
}

/** A command answering JSON. */
export async function apiSend<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  return (await response.json()) as T;
}

/** A read: GET the path and parse its JSON. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await apiFetch('GET', path);
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A read that answers `null` instead of failing on 401, for screens that also serve visitors. */
export async function apiGetOrNullIfUnauthorized<T>(path: string): Promise<T | null> {
  const response = await apiFetch('GET', path);
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The server's own words for a failed call, when it gave any. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
