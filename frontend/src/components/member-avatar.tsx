import clsx from 'clsx';
import { useState } from 'react';
import { photoSizeUrlOf, type PhotoSize } from '@sankofa/contracts';
import { initialOf, type PublicMember } from '../lib/member.ts';

interface MemberAvatarProps {
  member: Pick<PublicMember, 'firstName' | 'name' | 'photos'> | null | undefined;
  className?: string;
  /** A list's avatar needs the thumb; a photo across the screen the card size. */
  size?: PhotoSize;
}

/** The member's first photo; the initial when there is none or it fails to load. */
export function MemberAvatar({ member, className, size = 'thumb' }: MemberAvatarProps) {
  const photo = member?.photos[0];
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const showPhoto = photo && photo !== failedPhoto;

  return (
    <span
      className={clsx(
        'grid shrink-0 place-items-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
    >
      {showPhoto ? (
        <img src={photoSizeUrlOf(photo, size)} alt="" loading="lazy" decoding="async" className="size-full object-cover" onError={() => setFailedPhoto(photo)} />
      ) : (
        <span aria-hidden>{initialOf(member)}</span>
      )}
    </span>
  );
}
