import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNullIfUnauthorized, restoreSession } from '../api-client.ts';
import type { CurrentUser } from '../member.ts';
import { readAccessToken } from './session-tokens.ts';

/** The signed-in member, or null for a visitor. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!(await restoreSession()) && readAccessToken() === null) return null;
  return apiGetOrNullIfUnauthorized<CurrentUser>('/api/user');
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['/api/user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
