import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { MAX_PHOTOS } from '@sankofa/contracts';
import { PhotoGrid } from '../../../../components/photo-grid.tsx';
import type { ListedPhoto } from '../../../../lib/photos/use-photo-list.ts';
import { useTranslation } from 'react-i18next';

interface PhotosStepProps {
  photos: ListedPhoto[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  onMove(key: string, index: number): void;
  onCreate(): void;
  onSkip(): void;
  onBack(): void;
  creating: boolean;
}

export function PhotosStep({ photos, onAdd, onRemove, onMove, onCreate, onSkip, onBack, creating }: PhotosStepProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {t('signup.photosIntro')} {t('signup.faceHint')}
      </p>
      <PhotoGrid photos={photos} onAdd={onAdd} onRemove={onRemove} onMove={onMove} disabled={creating} />
      <p className="text-center text-sm font-medium" aria-live="polite">
        {t('signup.photosAdded', { count: photos.length, max: MAX_PHOTOS })}
      </p>
      <button type="button" onClick={onCreate} disabled={creating || photos.length === 0} className={primaryButtonClass}>
        {creating && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
        {creating ? t('signup.creating') : t('signup.create', { count: photos.length })}
      </button>
      <button type="button" onClick={onSkip} disabled={creating} className={secondaryButtonClass}>
        {t('signup.skip')}
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={creating}
        className="inline-flex items-center justify-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('signup.backToDetails')}
      </button>
    </div>
  );
}
