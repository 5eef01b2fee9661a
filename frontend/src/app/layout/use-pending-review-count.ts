import { useQuery } from '@tanstack/react-query';
import { listingStatsQueryOptions } from '@/features/moderation/api/listing-stats';

/**
 * How many listings wait for review, for an admin's way into the panel; 0 for everyone else (nobody else
 * may ask). It shares the admin panel's cache entry, so reviewing a listing there updates it.
 */
export function usePendingReviewCount(isAdmin: boolean): number {
  const { data } = useQuery({ ...listingStatsQueryOptions, enabled: isAdmin });
  return isAdmin ? (data?.pending ?? 0) : 0;
}
