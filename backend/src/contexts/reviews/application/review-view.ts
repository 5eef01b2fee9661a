/** A review as the API shows it. */
export interface ReviewView {
  id: number;
  /** The accepted offer rated; null for a coin sold to a conversation's buyer (see coin). */
  offerId: number | null;
  rating: number;
  comment: string | null;
  /** What the reviewed person was in the deal. */
  revieweeRole: 'buyer' | 'seller';
  reviewer: { id: number; name: string };
  coin: { id: number; title: string };
  createdAt: string;
}

/** A person's standing as others see it next to their name (seller page, coin page, cards). */
export interface ReputationView {
  userId: number;
  /** One decimal; null while nobody has rated them. */
  averageRating: number | null;
  reviewCount: number;
  /** Accepted offers as the seller, not released. */
  completedDeals: number;
  verifiedSeller: boolean;
}

/** A page of the reviews someone received, newest first, with their standing. */
export interface ReviewsPage {
  items: ReviewView[];
  total: number;
  averageRating: number | null;
  reviewCount: number;
}
