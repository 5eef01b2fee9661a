/** Cache keys of reviews: a person's received reviews, page by page. */
export const reviewKeys = {
  all: () => ['reviews'] as const,
  of: (userId: number) => ['reviews', userId] as const,
  page: (userId: number, offset: number) => ['reviews', userId, offset] as const,
};
