import type { components } from '@/api/schema';

/** A review someone received after a deal. */
export type Review = components['schemas']['ReviewDto'];

/** A page of someone's reviews, with their average and count. */
export type ReviewsPage = components['schemas']['ReviewsPageDto'];

/** The viewer's own rating of a deal (null while not given) and the other party's id. */
export type OwnReview = components['schemas']['OwnReviewDto'];
