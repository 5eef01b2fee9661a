import type { components } from '@/api/schema';

/** A review someone received after a deal. */
export type Review = components['schemas']['ReviewDto'];

/** A page of someone's reviews, with their average and count. */
export type ReviewsPage = components['schemas']['ReviewsPageDto'];
