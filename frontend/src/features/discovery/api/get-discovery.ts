import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getDiscovery, NEXT_CURSOR_HEADER, urlOf, type DiscoveryProfile } from '@sankofa/contracts';
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

/** The server answers a plain array and names the next page in a header, which `callRoute` does not hand back. */
export async function getDiscoveryPage(cursor: string | null): Promise<DiscoveryPage> {
  const query = { limit: pageSize, cursor, verifiedOnly: isVerifiedOnly() ? 'true' : undefined };
  const response = await apiFetch(getDiscovery.method, urlOf(getDiscovery, {}, query));
  await throwIfNotOk(response);
  return { profiles: getDiscovery.response.parse(await response.json()), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

export const getDiscoveryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: discoveryQueryKey,
    queryFn: ({ pageParam }) => getDiscoveryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useDiscovery = ({ enabled }: { enabled: boolean }) => useInfiniteQuery({ ...getDiscoveryQueryOptions(), enabled });
