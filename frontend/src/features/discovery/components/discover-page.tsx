import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import type { PublicMember } from '../../../lib/member.ts';
import { CardStack } from './card-stack.tsx';
import { DiscoverHeader } from './discover-header.tsx';
import { FindingPeople, JoinToDiscover, NoMoreProfiles } from './discover-states.tsx';
import { CommunityPanel, MatchCelebrationDialog, PreMatchDialog } from './lazy-parts.tsx';
import { useMatchCelebration } from './match-celebration/use-match-celebration.ts';
import { SwipeButtons } from './swipe-buttons.tsx';
import { useSwipeDeck } from './use-swipe-deck.ts';
import { useSwipeShortcuts } from './use-swipe-shortcuts.ts';

export function DiscoverPage() {
  const { data: member, isPending: memberPending, isError: memberFailed } = useCurrentUser();
  const { celebration, celebrate, close } = useMatchCelebration();
  const deck = useSwipeDeck({
    enabled: Boolean(member),
    onMatch: (match) => celebrate(match.id, match.matchedUser),
  });
  const [messageTarget, setMessageTarget] = useState<PublicMember | null>(null);
  useSwipeShortcuts(deck.profiles.length > 0 && deck.exiting === null, deck.swipe);

  const body = () => {
    if (memberPending) return <FindingPeople />;
    if (memberFailed) return <NoMoreProfiles failed />;
    if (!member) return <JoinToDiscover />;
    if (deck.isError) return <NoMoreProfiles failed />;
    if (deck.isLoading) return <FindingPeople />;
    if (deck.profiles.length === 0) return <NoMoreProfiles />;
    return (
      <>
        <CardStack
          profiles={deck.profiles}
          exiting={deck.exiting}
          onSwipe={(direction) => deck.swipe(direction === 'right' ? 'like' : 'pass')}
          onSendMessage={setMessageTarget}
        />
        <SwipeButtons disabled={deck.exiting !== null} onSwipe={deck.swipe} />
      </>
    );
  };

  return (
    <>
      <DiscoverHeader />
      <div className="flex flex-col gap-5 px-4 pt-1">
        {body()}
        <CommunityPanel />
      </div>
      <MatchCelebrationDialog celebration={celebration} onClose={close} />
      {member && <PreMatchDialog senderId={member.id} target={messageTarget} onClose={() => setMessageTarget(null)} />}
    </>
  );
}
