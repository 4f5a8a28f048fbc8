import { BadgeCheck, Camera, Pencil, X } from 'lucide-react';
import { Link } from 'wouter';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { CurrentUser } from '../../../lib/member.ts';
import { paths } from '../../../lib/paths.ts';
import { usePhotosInReview } from '../api/get-photos-in-review.ts';
import { useTranslation } from 'react-i18next';

interface ProfileHeroProps {
  member: CurrentUser;
  editing: boolean;
  onToggleEdit(): void;
}

/** The first photo edge to edge with the name over it; the initial on kente colours without one. */
export function ProfileHero({ member, editing, onToggleEdit }: ProfileHeroProps) {
  const { t } = useTranslation('profile');
  const ToggleIcon = editing ? X : Pencil;
  // Held photos answer 404 to everyone, her too: she is told why they do not show.
  const { data: review } = usePhotosInReview();
  const inReview = member.photos.filter((url) => review?.urls.includes(url) ?? false);

  return (
    <div className="relative overflow-hidden rounded-3xl bg-surface-muted">
      {member.photos.length > 0 ? (
        <MemberAvatar member={member} size="card" className="aspect-4/5 w-full rounded-none text-7xl" />
      ) : (
        <div className="flex aspect-4/3 justify-center pt-8 bg-linear-to-br from-primary/40 via-kente-red/25 to-kente-green/30">
          <MemberAvatar member={member} className="size-28 text-5xl" />
        </div>
      )}
      {inReview.length > 0 && (
        <p role="status" className="absolute top-3 left-3 max-w-[70%] rounded-2xl bg-black/65 px-3 py-1.5 text-xs font-medium text-white backdrop-blur">
          <span className="font-semibold">{t('inReview')}</span> · {t('photosInReview', { count: inReview.length })}
        </p>
      )}
      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-linear-to-t from-black/85 via-black/50 to-transparent px-5 pt-16 pb-5 text-white">
        <div className="min-w-0">
          <p className="font-display text-3xl font-bold break-words" data-testid="profile-name">
            {member.name}
            {member.isVerified && <BadgeCheck className="ml-2 inline size-6 align-[-3px] text-sky-400" aria-label={t('verified')} />}
          </p>
          <p className="mt-1 text-base text-white/85" data-testid="profile-age">
            {t('yearsOld', { count: member.age })}
          </p>
        </div>
        <Link
          href={paths.profilePhotos.href}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-white/20 px-3.5 text-sm font-semibold text-white backdrop-blur hover:bg-white/30"
        >
          <Camera className="size-4" aria-hidden />
          {t('photoEditor.edit')}
        </Link>
      </div>
      <button
        type="button"
        onClick={onToggleEdit}
        aria-pressed={editing}
        aria-label={editing ? t('stopEditing') : t('editProfile')}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-black/55 text-white backdrop-blur hover:bg-black/70"
      >
        <ToggleIcon className="size-5" aria-hidden />
      </button>
    </div>
  );
}
