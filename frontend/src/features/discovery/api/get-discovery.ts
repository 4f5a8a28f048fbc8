import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DiscoveryProfile } from '@sankofa/contracts';
import { apiFetch, throwIfNotOk } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { isVerifiedOnly } from '../verified-only.ts';

/** `distanceBand`: how far away, as a band such as 'Under 5 km' or '10–25 km' (never a number, for privacy); null when either has no location. */
export type { DiscoveryProfile };

export interface DiscoveryPage {
  profiles: DiscoveryProfile[];
  nextCursor: string | null;
}

const pageSize = 20;

/** The server answers a plain array and names the next page in the X-Next-Cursor header. */
export async function getDiscoveryPage(cursor: string | null): Promise<DiscoveryPage> {
  const query = new URLSearchParams({ limit: String(pageSize), ...(cursor ? { cursor } : {}), ...(isVerifiedOnly() ? { verifiedOnly: 'true' } : {}) });
  const response = await apiFetch('GET', `${discoveryQueryKey[0]}?${query}`);
  await throwIfNotOk(response);
  return { profiles: (await response.json()) as DiscoveryProfile[], nextCursor: response.headers.get('X-Next-Cursor') };
}

export const getDiscoveryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: discoveryQueryKey,
    queryFn: ({ pageParam }) => getDiscoveryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useDiscovery = ({ enabled }: { enabled: boolean }) => useInfiniteQuery({ ...getDiscoveryQueryOptions(), enabled });
