import { PATH_ID } from '@sankofa/contracts';
import { NotFoundError } from '@sankofa/server-kit';
import { MATCH_NOT_FOUND } from './decide.ts';

/** A path id that cannot name anything is the same 404 as an unknown one. */
export const pathId = (value: string | undefined, notFound = MATCH_NOT_FOUND, code = 'match_not_found'): string => {
  if (value === undefined || !PATH_ID.test(value)) throw new NotFoundError(notFound, code);
  return value;
};
