/** The photo-screening read model as readers see it (`@sankofa/projections/photo-screening`). */
export const PHOTO_SCREENING_PROJECTOR = 'photo_screening';
export const PHOTO_SCREENING_VIEWS = ['held_photos'] as const;

/** A profile photo awaiting an admin's review. */
export interface HeldPhotoRow {
  photo_id: string;
  uploader_id: string | null;
  sexual_content: number;
  held_at: Date;
  position: string;
}
