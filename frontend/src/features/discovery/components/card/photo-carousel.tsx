import clsx from 'clsx';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { photoSrcSetOf } from '@sankofa/contracts';
import { cardHeightPx, cardWidthPx } from '../../swipe-constants.ts';
import { useTranslation } from 'react-i18next';

interface PhotoCarouselProps {
  photos: string[];
  name: string;
  /** The top card's photo is what the member sees first: fetched at once. Those under it can wait. */
  eager: boolean;
}

/** Tapping the left or right third shows the previous or next photo, wrapping around. */
export function PhotoCarousel({ photos, name, eager }: PhotoCarouselProps) {
  const { t } = useTranslation('discovery');
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <PlaceholderPhoto name={name} />;

  const shown = index % photos.length;
  const step = (by: number) => setIndex((shown + by + photos.length) % photos.length);

  return (
    <div className="absolute inset-0">
      {/* Sized as the card, so the layout never shifts as photos arrive; the phone picks the size its screen needs. */}
      <img
        src={photos[shown]}
        srcSet={photoSrcSetOf(photos[shown]!)}
        sizes={`(max-width: ${cardWidthPx}px) 100vw, ${cardWidthPx}px`}
        alt={t('photoOf', { name, number: shown + 1, total: photos.length })}
        draggable={false}
        width={cardWidthPx}
        height={cardHeightPx}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : 'low'}
        className="size-full object-cover"
      />
      {photos.length > 1 && (
        <>
          <div className="absolute inset-x-3 top-3 flex gap-1" aria-hidden>
            {photos.map((photo, position) => (
              <span key={photo} className={clsx('h-1 flex-1 rounded-full', position === shown ? 'bg-white' : 'bg-white/40')} />
            ))}
          </div>
          <button type="button" aria-label={t('previousPhoto')} onClick={() => step(-1)} className="absolute inset-y-0 left-0 w-1/3" />
          <button type="button" aria-label={t('nextPhoto')} onClick={() => step(1)} className="absolute inset-y-0 right-0 w-1/3" />
        </>
      )}
    </div>
  );
}

function PlaceholderPhoto({ name }: { name: string }) {
  const { t } = useTranslation('discovery');
  return (
    <div
      role="img"
      aria-label={t('noPhotos', { name })}
      className="absolute inset-0 grid place-items-center bg-[radial-gradient(circle_at_30%_20%,var(--primary),transparent_60%),linear-gradient(160deg,var(--kente-green),var(--kente-red))]"
    >
      <UserRound className="size-32 text-white/70" strokeWidth={1.2} aria-hidden />
    </div>
  );
}
