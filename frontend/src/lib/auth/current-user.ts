import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentUser as getCurrentUserContract } from '@sankofa/contracts';
import { callRouteOrNullIfUnauthorized, restoreSession } from '../api-client.ts';
import type { CurrentUser } from '../member.ts';
import { isOnline } from '../pwa/connection.ts';
import { readAccessToken } from './session-tokens.ts';

/** The signed-in member, or null for a visitor. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  if (!(await restoreSession()) && readAccessToken() === null) {
    // Offline we cannot tell a visitor from a member whose session is not restored yet: a failure, not a visitor.
    if (!isOnline()) throw new Error('Sankofa could not be reached');
    return null;
  }
  return callRouteOrNullIfUnauthorized(getCurrentUserContract);
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: [getCurrentUserContract.path], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
