import type { ConsumableItemType } from '@sankofa/contracts';
import { Gift, Heart, RotateCcw, Zap, type LucideIcon } from 'lucide-react';

export interface ConsumableOffer {
  itemType: ConsumableItemType;
  name: string;
  description: string;
  icon: LucideIcon;
}

/** The spec's four consumables, $5 each, in its order and words. */
export const CONSUMABLE_OFFERS: readonly ConsumableOffer[] = [
  { itemType: 'boost', name: 'Profile Boost', description: '10x more visibility for 1 hour', icon: Zap },
  { itemType: 'superlike', name: 'Super Like', description: 'A special like notification', icon: Heart },
  { itemType: 'gift', name: 'Virtual Gift', description: 'Digital flowers or cultural symbols', icon: Gift },
  { itemType: 'rewind', name: 'Rewind', description: 'Take back the last swipe', icon: RotateCcw },
];

export const offerOf = (itemType: ConsumableItemType): ConsumableOffer => CONSUMABLE_OFFERS.find((offer) => offer.itemType === itemType)!;
