import { LoaderCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { MAX_PHOTOS } from '@sankofa/contracts';
import { primaryButtonClass, secondaryButtonClass } from '../../../../components/button-classes.ts';
import { PageHeader } from '../../../../components/layout/page-header.tsx';
import { PhotoGrid } from '../../../../components/photo-grid.tsx';
import { PlaceholderNote } from '../../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../../lib/auth/current-user.ts';
import type { CurrentUser } from '../../../../lib/member.ts';
import { paths } from '../../../../lib/paths.ts';
import { usePhotoList, type ListedPhoto } from '../../../../lib/photos/use-photo-list.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePhotosInReview } from '../../api/get-photos-in-review.ts';
import { useSavePhotos } from './use-save-photos.ts';
import { useTranslation } from 'react-i18next';

/** Her photos after signup: add from the device, remove, reorder, then save them all at once. */
export function PhotoEditorPage() {
  const { t } = useTranslation('profile');
  const { data: member } = useCurrentUser();
  return (
    <>
      <PageHeader title={t('photoEditor.title')} backTo={paths.profile.href} />
      {/* Mounted once her saved photos are known: the editor starts from them. */}
      {member ? <PhotoEditor member={member} /> : <PlaceholderNote>{t('loading')}</PlaceholderNote>}
    </>
  );
}

function PhotoEditor({ member }: { member: CurrentUser }) {
  const { t } = useTranslation('profile');
  const [, navigate] = useLocation();
  const { photos, add, remove, move, uploaded } = usePhotoList(member.photos);
  const { save, progress, problem } = useSavePhotos(uploaded);
  const { data: review } = usePhotosInReview();
  const inReview = (photo: ListedPhoto) => photo.inReview === true || (photo.url !== undefined && (review?.urls.includes(photo.url) ?? false));
  const busy = progress !== null;

  const saveAndReturn = async () => {
    const held = await save(photos);
    if (held === null) return;
    toast({ title: t('photoEditor.saved'), ...(held > 0 && { description: t('photosInReview', { count: held }) }) });
    navigate(paths.profile.href);
  };

  return (
    <div className="flex flex-col gap-5 px-4 pb-6">
      <p className="text-sm text-muted-foreground">{t('photoEditor.intro')}</p>
      <PhotoGrid
        photos={photos}
        onAdd={add}
        onRemove={remove}
        onMove={move}
        inReview={inReview}
        flagged={problem?.photoKey}
        uploading={progress?.stage === 'uploading' ? progress.key : undefined}
        disabled={busy}
      />
      {problem && (
        <p role="alert" className="rounded-2xl border border-kente-red/50 bg-kente-red/10 px-4 py-3 text-sm font-medium text-foreground">
          {problem.message}
        </p>
      )}
      <p className="text-center text-sm font-medium" aria-live="polite">
        {progress?.stage === 'uploading'
          ? t('photoEditor.uploading', { current: progress.current, total: progress.total })
          : progress?.stage === 'saving'
            ? t('photoEditor.saving')
            : t('photoEditor.count', { count: photos.length, max: MAX_PHOTOS })}
      </p>
      <button type="button" onClick={() => void saveAndReturn()} disabled={busy} className={primaryButtonClass}>
        {busy && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
        {busy ? t('photoEditor.saving') : t('photoEditor.save')}
      </button>
      {/* Leaving mid-upload would drop what is not saved yet. */}
      <Link href={paths.profile.href} className={`${secondaryButtonClass} aria-disabled:opacity-50`} aria-disabled={busy} onClick={(event) => busy && event.preventDefault()}>
        {t('photoEditor.cancel')}
      </Link>
    </div>
  );
}
