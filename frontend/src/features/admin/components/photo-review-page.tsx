import type { HeldPhoto } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useMediaUrl } from '../../../lib/media/use-media-url.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useHeldPhotos, usePhotoDecision } from '../api/photo-reviews.ts';
import { AdminOnly } from './admin-only.tsx';

/** Profile photos the nudity screen was unsure of: no member sees one until it is approved here. */
export function PhotoReviewPage() {
  return (
    <AdminOnly>
      <PageHeader title="Photo Review" backTo={paths.admin.home.href} />
      <Queue />
    </AdminOnly>
  );
}

function Queue() {
  const { data: queue, isPending, isError } = useHeldPhotos();
  if (isPending) return <PlaceholderNote>Loading the held photos...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The held photos could not be loaded.</PlaceholderNote>;
  if (queue.length === 0) return <PlaceholderNote>No photo awaits review. Photos the screen is unsure of will appear here.</PlaceholderNote>;
  return (
    <ul className="flex flex-col gap-3 px-4 pb-6">
      {queue.map((photo) => (
        <HeldPhotoCard key={photo.id} photo={photo} />
      ))}
    </ul>
  );
}

function HeldPhotoCard({ photo }: { photo: HeldPhoto }) {
  const decision = usePhotoDecision();
  // Held photos are served only to admins, with the token: shown from a blob URL.
  const picture = useMediaUrl(photo.pictureUrl, { withToken: true });
  const uploader = photo.uploader ? (photo.uploader.name ?? 'A member') : 'Uploaded at signup';
  const decide = (choice: 'approve' | 'reject') =>
    decision.mutate(
      { id: photo.id, decision: choice },
      {
        onSuccess: () => toast({ title: choice === 'approve' ? 'Photo approved: members can see it now' : 'Photo rejected and deleted' }),
        onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The decision could not be saved.', variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4" aria-label={`Held photo from ${uploader}`}>
      <div className="overflow-hidden rounded-2xl bg-surface-muted">{picture && <img src={picture} alt="Held photo" className="max-h-96 w-full object-contain" />}</div>
      <p className="text-xs text-muted-foreground">
        {uploader} · sexual content {(photo.sexualContent * 100).toFixed(1)}% · held {new Date(photo.heldAt).toLocaleString()}
      </p>
      <div className="flex gap-2">
        <button type="button" className={`${smallButtonClass} flex-1 border-kente-green text-kente-green`} disabled={decision.isPending} onClick={() => decide('approve')}>
          Approve
        </button>
        <button type="button" className={`${smallButtonClass} flex-1 border-kente-red text-kente-red`} disabled={decision.isPending} onClick={() => decide('reject')}>
          Reject
        </button>
      </div>
    </li>
  );
}
