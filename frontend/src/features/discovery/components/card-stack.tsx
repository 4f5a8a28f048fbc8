import type { PublicMember } from '../../../lib/member.ts';
import type { DiscoveryProfile } from '../api/get-discovery.ts';
import { cardHeightPx, maxStackedCards, type SwipeDirection } from '../swipe-constants.ts';
import { SwipeCard } from './card/swipe-card.tsx';
import { useTranslation } from 'react-i18next';

interface CardStackProps {
  profiles: DiscoveryProfile[];
  exiting: { id: string; direction: SwipeDirection } | null;
  onSwipe(direction: SwipeDirection): void;
  onSendMessage(profile: PublicMember): void;
}

/** Up to three cards; only the top one moves. The top is drawn last so it sits above the others. */
export function CardStack({ profiles, exiting, onSwipe, onSendMessage }: CardStackProps) {
  const { t } = useTranslation('discovery');
  const stacked = profiles.slice(0, maxStackedCards);

  return (
    <section aria-label={t('profilesToDiscover')} className="relative" style={{ height: cardHeightPx + 8 }}>
      {stacked
        .map((profile, depth) => (
          <SwipeCard
            key={profile.id}
            profile={profile}
            depth={depth}
            exit={exiting?.id === profile.id ? exiting.direction : null}
            onCommit={onSwipe}
            onSendMessage={() => onSendMessage(profile)}
          />
        ))
        .reverse()}
    </section>
  );
}
