import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { maxPhotos, type SelectedPhoto } from '../../use-photo-selection.ts';
import { useTranslation } from 'react-i18next';

interface PhotoGridProps {
  photos: SelectedPhoto[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
}

export function PhotoGrid({ photos, onAdd, onRemove }: PhotoGridProps) {
  const { t } = useTranslation('auth');
  const inputId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd([...(event.target.files ?? [])]);
    // Cleared so choosing the same file again after removing it still fires a change.
    event.target.value = '';
  };

  return (
    <ul className="grid grid-cols-3 gap-2.5">
      {photos.map((photo, index) => (
        <li key={photo.key} className="relative aspect-3/4 overflow-hidden rounded-2xl bg-surface-muted">
          <img src={photo.previewUrl} alt={t('signup.photo', { number: index + 1 })} className="size-full object-cover" />
          {index === 0 && (
            <span className="absolute bottom-1.5 left-1.5 rounded-full bg-black/60 px-2 py-0.5 text-[11px] font-semibold text-white">
              {t('signup.mainPhoto')}
            </span>
          )}
          <button
            type="button"
            onClick={() => onRemove(photo.key)}
            aria-label={t('signup.removePhoto', { number: index + 1 })}
            className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
      {photos.length < maxPhotos && (
        <li className="aspect-3/4">
          <input id={inputId} type="file" accept="image/*" multiple onChange={choose} className="peer sr-only" />
          <label
            htmlFor={inputId}
            className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-border text-sm font-medium text-muted-foreground transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-primary hover:border-primary hover:text-primary-ink"
          >
            <ImagePlus className="size-7" aria-hidden />
            {t('signup.addPhotos')}
          </label>
        </li>
      )}
    </ul>
  );
}
