import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { maxPhotos, type SelectedPhoto } from '../../use-photo-selection.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { useTranslation } from 'react-i18next';

interface PhotosStepProps {
  photos: SelectedPhoto[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  onCreate(): void;
  onSkip(): void;
  onBack(): void;
  creating: boolean;
}

export function PhotosStep({ photos, onAdd, onRemove, onCreate, onSkip, onBack, creating }: PhotosStepProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {t('signup.photosIntro')} {t('signup.faceHint')}
      </p>
      <PhotoGrid photos={photos} onAdd={onAdd} onRemove={onRemove} />
      <p className="text-center text-sm font-medium" aria-live="polite">
        {t('signup.photosAdded', { count: photos.length, max: maxPhotos })}
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
