import type { BioType, PrivateMember, PublicMember } from '@sankofa/contracts';

/** A member as others see them (GET /api/users/:id and lists), and the signed-in member with private fields (GET /api/user): the contracts' shapes. */
export type { BioType, PublicMember };
export type CurrentUser = PrivateMember;

/** What an avatar shows without a photo: the first name's initial, else the name's, else 'U'. */
export function initialOf(member: Pick<PublicMember, 'firstName' | 'name'> | null | undefined): string {
  const source = member?.firstName?.trim() || member?.name?.trim();
  return source ? source.charAt(0).toUpperCase() : 'U';
}
