import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { maxPhotos, type SelectedPhoto } from '../../use-photo-selection.ts';
import { PhotoGrid } from './photo-grid.tsx';

interface PhotosStepProps {
  photos: SelectedPhoto[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  onCreate(): void;
  onSkip(): void;
  onBack(): void;
  creating: boolean;
}

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

export function PhotosStep({ photos, onAdd, onRemove, onCreate, onSkip, onBack, creating }: PhotosStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        Show your smile, your style and the things you love. Your first photo is the one people see first.
      </p>
      <PhotoGrid photos={photos} onAdd={onAdd} onRemove={onRemove} />
      <p className="text-center text-sm font-medium" aria-live="polite">
        {photos.length} of {maxPhotos} photos added
      </p>
      <button type="button" onClick={onCreate} disabled={creating || photos.length === 0} className={primaryButtonClass}>
        {creating && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
        {creating ? 'Creating Account...' : `Create Account (${photoCount(photos.length)})`}
      </button>
      <button type="button" onClick={onSkip} disabled={creating} className={secondaryButtonClass}>
        Skip for Now - Add Photos Later
      </button>
      <button
        type="button"
        onClick={onBack}
        disabled={creating}
        className="inline-flex items-center justify-center gap-2 text-sm font-semibold text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to your details
      </button>
    </div>
  );
}
