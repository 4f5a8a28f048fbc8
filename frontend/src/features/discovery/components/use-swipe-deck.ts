import { useEffect, useReducer } from 'react';
import { ApiError, serverMessageOf } from '../../../lib/api-client.ts';
import { isPremiumRequired, toastPremiumUpsell } from '../../../lib/premium-upsell.ts';
import { recordProfileView } from '../../../lib/profile-views/record-profile-view.ts';
import { toast } from '../../../lib/toast.ts';
import { useDiscovery, type DiscoveryProfile } from '../api/get-discovery.ts';
import { useRecordSwipe, type MadeMatch } from '../api/record-swipe.ts';
import { exitDurationMs, maxStackedCards } from '../swipe-constants.ts';
import { initialSwipeDeckState, remainingProfiles, swipeDeckReducer } from '../swipe-deck-state.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';

export type SwipeKind = 'like' | 'pass' | 'super_like';

function toastSwipeFailure(error: unknown) {
  if (isPremiumRequired(error)) return toastPremiumUpsell(error);
  const limitReached = error instanceof ApiError && error.status === 429;
  // Unlimited likes are premium: the day's limit offers the upgrade beside its message.
  const upsell = error instanceof ApiError && error.code === 'daily_like_limit' ? { action: { label: i18n.t('upsell.action'), href: paths.subscribe.href } } : {};
  toast({
    title: i18n.t('discovery:swipeError'),
    description: (limitReached && serverMessageOf(error)) || i18n.t('discovery:swipeFailed'),
    variant: 'destructive',
    ...upsell,
  });
}

/**
 * The profiles still to swipe, in order. A swiped card leaves at once (it flies off, then is
 * dropped) while the server records it; the deck's state (swipe-deck-state.ts) keeps a refetch
 * that is a moment behind from bringing a card back.
 */
export function useSwipeDeck({ enabled, onMatch }: { enabled: boolean; onMatch(match: MadeMatch): void }) {
  const discovery = useDiscovery({ enabled });
  const recordSwipe = useRecordSwipe();
  const [deck, dispatch] = useReducer(swipeDeckReducer, initialSwipeDeckState);

  const profiles = remainingProfiles<DiscoveryProfile>(discovery.data?.pages.flatMap((page) => page.profiles) ?? [], deck);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = discovery;
  const runningLow = profiles.length <= maxStackedCards;

  useEffect(() => {
    if (runningLow && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [runningLow, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The top card is the profile the member has open: it counts as a view (the server keeps one an hour).
  const topId = profiles[0]?.id;
  useEffect(() => {
    if (topId) void recordProfileView(topId);
  }, [topId]);

  const swipe = (kind: SwipeKind) => {
    const top = profiles[0];
    if (!top || deck.exiting) return; // one card at a time: the previous one is still flying off
    dispatch({ type: 'swiped', id: top.id, direction: kind === 'pass' ? 'left' : 'right' });
    setTimeout(() => dispatch({ type: 'exited', id: top.id }), exitDurationMs);
    if (kind === 'super_like') {
      toast({ title: i18n.t('discovery:superLike'), description: i18n.t('discovery:superLiked', { name: top.firstName || top.name }) });
    }
    recordSwipe.mutate(
      { swipedId: top.id, isLike: kind !== 'pass', ...(kind === 'super_like' ? { isSuperLike: true } : {}) },
      {
        onSuccess: ({ match }) => match && onMatch(match),
        onError: (error) => {
          dispatch({ type: 'refused', id: top.id });
          toastSwipeFailure(error);
        },
      },
    );
  };

  return {
    profiles,
    exiting: deck.exiting,
    swipe,
    isLoading: discovery.isPending || (profiles.length === 0 && (hasNextPage || isFetchingNextPage)),
    isError: discovery.isError,
  };
}
