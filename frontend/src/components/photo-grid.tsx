import clsx from 'clsx';
import { ChevronLeft, ChevronRight, ImagePlus, LoaderCircle, Star, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHOTOS } from '@sankofa/contracts';
import type { ListedPhoto } from '../lib/photos/use-photo-list.ts';
import { useTranslation } from 'react-i18next';

interface PhotoGridProps {
  photos: ListedPhoto[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  /** Given, each photo gets buttons to move it earlier, later or first. */
  onMove?(key: string, index: number): void;
  /** Whether a saved photo is held for review (held photos answer 404, to her too). */
  inReview?(photo: ListedPhoto): boolean;
  /** The photo the server refused, outlined. */
  flagged?: string;
  /** The photo uploading now. */
  uploading?: string;
  /** While saving nothing can change. */
  disabled?: boolean;
}

const controlClass =
  'grid size-8 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';

type Move = 'earlier' | 'later' | 'main';

export function PhotoGrid({ photos, onAdd, onRemove, onMove, inReview = (photo) => photo.inReview === true, flagged, uploading, disabled = false }: PhotoGridProps) {
  const { t } = useTranslation('common');
  const inputId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Moving a photo re-inserts its tile, which drops focus: it goes back to the moved photo's controls.
  const refocus = useRef<{ key: string; move: Move } | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const moved = refocus.current;
    if (!moved) return;
    refocus.current = null;
    const tile = [...(list.current?.querySelectorAll<HTMLElement>('[data-photo]') ?? [])].find((element) => element.dataset.photo === moved.key);
    // At an end the same move is gone: the way back is next best.
    const fallback = moved.move === 'later' ? 'earlier' : 'later';
    (tile?.querySelector<HTMLElement>(`[data-move=${moved.move}]`) ?? tile?.querySelector<HTMLElement>(`[data-move=${fallback}]`))?.focus();
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd([...(event.target.files ?? [])]);
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
  };

  const move = (key: string, index: number, kind: Move) => {
    refocus.current = { key, move: kind };
    onMove?.(key, index);
  };

  return (
    <ul ref={list} className="grid grid-cols-3 gap-2.5">
      {photos.map((photo, index) => {
        const number = index + 1;
        const held = inReview(photo);
        return (
          <li
            key={photo.key}
            data-photo={photo.key}
            className={clsx('relative aspect-3/4 overflow-hidden rounded-2xl bg-surface-muted', flagged === photo.key && 'ring-3 ring-kente-red')}
          >
            {failed.has(photo.previewUrl) ? (
              <span className="grid size-full place-items-center px-2 text-center text-xs text-muted-foreground">{t('photos.photo', { number })}</span>
            ) : (
              <img
                src={photo.previewUrl}
                alt={t('photos.photo', { number })}
                className="size-full object-cover"
                onError={() => setFailed((current) => new Set(current).add(photo.previewUrl))}
              />
            )}
            <span className="absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
              {index === 0 && <span className="rounded-full bg-black/60 px-2 py-0.5 text-[11px] font-semibold text-white">{t('photos.main')}</span>}
              {held && <span className="rounded-full bg-amber-500 px-2 py-0.5 text-[11px] font-semibold text-black">{t('photos.inReview')}</span>}
            </span>
            {uploading === photo.key && (
              <span className="absolute inset-0 grid place-items-center bg-black/45 text-white">
                <LoaderCircle className="size-7 animate-spin" aria-hidden />
              </span>
            )}
            <button type="button" onClick={() => onRemove(photo.key)} disabled={disabled} aria-label={t('photos.remove', { number })} className={clsx(controlClass, 'absolute top-1.5 right-1.5')}>
              <X className="size-4" aria-hidden />
            </button>
            {onMove && photos.length > 1 && (
              <span className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                {index > 0 ? (
                  <button type="button" data-move="earlier" onClick={() => move(photo.key, index - 1, 'earlier')} disabled={disabled} aria-label={t('photos.moveEarlier', { number })} className={controlClass}>
                    <ChevronLeft className="size-4" aria-hidden />
                  </button>
                ) : (
                  <span />
                )}
                {index > 0 && (
                  <button type="button" data-move="main" onClick={() => move(photo.key, 0, 'main')} disabled={disabled} aria-label={t('photos.makeMain', { number })} className={controlClass}>
                    <Star className="size-4" aria-hidden />
                  </button>
                )}
                {index < photos.length - 1 ? (
                  <button type="button" data-move="later" onClick={() => move(photo.key, index + 1, 'later')} disabled={disabled} aria-label={t('photos.moveLater', { number })} className={controlClass}>
                    <ChevronRight className="size-4" aria-hidden />
                  </button>
                ) : (
                  <span />
                )}
              </span>
            )}
          </li>
        );
      })}
      {photos.length < MAX_PHOTOS && (
        <li className="aspect-3/4">
          <input id={inputId} type="file" accept="image/*" multiple onChange={choose} disabled={disabled} className="peer sr-only" />
          <label
            htmlFor={inputId}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-border text-sm font-medium text-muted-foreground transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-primary hover:text-primary-ink"
          >
            <ImagePlus className="size-7" aria-hidden />
            {t('photos.add')}
          </label>
        </li>
      )}
    </ul>
  );
}
