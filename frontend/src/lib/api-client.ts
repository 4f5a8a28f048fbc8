/** The HTTP conventions every call shares (spec section 7): bearer token, cookies, `status: body` errors. */

const accessTokenKey = 'accessToken';

function authorizationHeader(): Record<string, string> {
  const token = localStorage.getItem(accessTokenKey);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

export async function apiFetch(method: string, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  return fetch(path, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...authorizationHeader() },
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
}

/** For commands: resolves with the response only when it is OK. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await apiFetch(method, path, body);
  await throwIfNotOk(response);
  return response;
}
