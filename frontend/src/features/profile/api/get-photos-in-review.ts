import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyPhotosInReview } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The member's own photos the nudity screen held for a moderator (by URL): only she sees that they exist. */
export const getPhotosInReview = () => callRoute(getMyPhotosInReview);

export const photosInReviewQueryOptions = () => queryOptions({ queryKey: [getMyPhotosInReview.path], queryFn: getPhotosInReview });

export const usePhotosInReview = () => useQuery(photosInReviewQueryOptions());
