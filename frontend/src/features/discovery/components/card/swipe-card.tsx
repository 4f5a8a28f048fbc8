import clsx from 'clsx';
import { MessageCircleHeart } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { DiscoveryProfile } from '../../api/get-discovery.ts';
import {
  behindCardOpacityStep,
  behindCardScaleStep,
  behindCardShiftPx,
  cardHeightPx,
  exitDurationMs,
  fadeDistancePx,
  minimumOpacity,
  stampDistancePx,
  tiltDegreesPerPx,
  type SwipeDirection,
} from '../../swipe-constants.ts';
import { PhotoCarousel } from './photo-carousel.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { SwipeStamp } from './swipe-stamp.tsx';
import { useSwipeDrag } from './use-swipe-drag.ts';
import { useTranslation } from 'react-i18next';

interface SwipeCardProps {
  profile: DiscoveryProfile;
  /** 0 is the top card; the ones behind sit smaller, lower and fainter. */
  depth: number;
  /** Set once the swipe is committed: the card flies off that way. */
  exit: SwipeDirection | null;
  onCommit(direction: SwipeDirection): void;
  onSendMessage(): void;
}

const exitOffsetPx = 600;

function cardStyle(depth: number, offsetX: number, dragging: boolean): CSSProperties {
  if (depth > 0) {
    return {
      transform: `translateY(${depth * behindCardShiftPx}px) scale(${1 - depth * behindCardScaleStep})`,
      opacity: 1 - depth * behindCardOpacityStep,
    };
  }
  return {
    transform: `translateX(${offsetX}px) rotate(${offsetX * tiltDegreesPerPx}deg)`,
    opacity: Math.max(minimumOpacity, 1 - Math.abs(offsetX) / fadeDistancePx),
    transition: dragging ? 'none' : `transform ${exitDurationMs}ms ease-out, opacity ${exitDurationMs}ms ease-out`,
  };
}

export function SwipeCard({ profile, depth, exit, onCommit, onSendMessage }: SwipeCardProps) {
  const { t } = useTranslation('discovery');
  const { offsetX: dragX, dragging, handlers } = useSwipeDrag(onCommit);
  const isTop = depth === 0;
  const offsetX = exit ? (exit === 'right' ? exitOffsetPx : -exitOffsetPx) : dragX;
  const name = profile.firstName || profile.name;

  return (
    <article
      aria-label={isTop ? `${name}, ${profile.age}` : undefined}
      aria-hidden={isTop ? undefined : true}
      inert={!isTop}
      {...(isTop && !exit ? handlers : {})}
      style={{ ...cardStyle(depth, offsetX, dragging), height: cardHeightPx, zIndex: 10 - depth }}
      className={clsx(
        'absolute inset-x-0 top-0 touch-pan-y overflow-hidden rounded-3xl bg-surface-muted shadow-2xl shadow-black/40 select-none',
        isTop && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <PhotoCarousel photos={profile.photos} name={name} eager={isTop} />
      <ProfileDetails profile={profile} />
      {offsetX > stampDistancePx && <SwipeStamp kind="like" />}
      {offsetX < -stampDistancePx && <SwipeStamp kind="pass" />}
      {isTop && (
        <button
          type="button"
          aria-label={t('sendMessageTo', { name })}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={onSendMessage}
          className="absolute top-6 right-4 grid size-11 place-items-center rounded-full bg-black/45 text-white backdrop-blur transition-colors hover:bg-black/60"
        >
          <MessageCircleHeart className="size-5" aria-hidden />
        </button>
      )}
    </article>
  );
}
