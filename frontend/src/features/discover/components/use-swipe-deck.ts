import { useEffect, useState } from 'react';
import { ApiError, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDiscovery, type DiscoveryProfile } from '../api/get-discovery.ts';
import { useRecordSwipe, type MadeMatch } from '../api/record-swipe.ts';
import { exitDurationMs, maxStackedCards, type SwipeDirection } from '../swipe-constants.ts';

export type SwipeKind = 'like' | 'pass' | 'super_like';

const withoutRepeats = (profiles: DiscoveryProfile[]) =>
  profiles.filter((profile, index) => profiles.findIndex(({ id }) => id === profile.id) === index);

function toastSwipeFailure(error: unknown) {
  const limitReached = error instanceof ApiError && error.status === 429;
  toast({
    title: 'Error',
    description: (limitReached && serverMessageOf(error)) || 'Failed to record swipe. Please try again.',
    variant: 'destructive',
  });
}

/**
 * The profiles still to swipe, in order. A swiped card leaves at once (it flies off, then is
 * dropped) while the server records it; discovery refetches after every swipe, and the local
 * list of swiped ids keeps a refetch that is a moment behind from bringing a card back.
 */
export function useSwipeDeck({ enabled, onMatch }: { enabled: boolean; onMatch(match: MadeMatch): void }) {
  const discovery = useDiscovery({ enabled });
  const recordSwipe = useRecordSwipe();
  const [swipedIds, setSwipedIds] = useState<ReadonlySet<string>>(new Set());
  const [exiting, setExiting] = useState<{ id: string; direction: SwipeDirection } | null>(null);

  const loaded = withoutRepeats(discovery.data?.pages.flatMap((page) => page.profiles) ?? []);
  const profiles = loaded.filter((profile) => !swipedIds.has(profile.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = discovery;
  const runningLow = profiles.length <= maxStackedCards;

  useEffect(() => {
    if (runningLow && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [runningLow, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const setSwiped = (id: string, swiped: boolean) =>
    setSwipedIds((ids) => {
      const next = new Set(ids);
      if (swiped) next.add(id);
      else next.delete(id);
      return next;
    });

  const swipe = (kind: SwipeKind) => {
    const top = profiles[0];
    if (!top || exiting) return;
    setExiting({ id: top.id, direction: kind === 'pass' ? 'left' : 'right' });
    setTimeout(() => {
      setSwiped(top.id, true);
      setExiting(null);
    }, exitDurationMs);
    if (kind === 'super_like') {
      toast({ title: 'Super Like!', description: `${top.firstName || top.name} will see that you super liked them.` });
    }
    recordSwipe.mutate(
      { swipedId: top.id, isLike: kind !== 'pass', ...(kind === 'super_like' ? { isSuperLike: true } : {}) },
      {
        onSuccess: ({ match }) => match && onMatch(match),
        onError: (error) => {
          setSwiped(top.id, false);
          toastSwipeFailure(error);
        },
      },
    );
  };

  return {
    profiles,
    exiting,
    swipe,
    isLoading: discovery.isPending || (profiles.length === 0 && (hasNextPage || isFetchingNextPage)),
    isError: discovery.isError,
  };
}
