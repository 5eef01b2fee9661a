/** Cache keys of saved searches: one list per signed-in user. */
export const savedSearchKeys = {
  of: (userId: number) => ['saved-searches', userId] as const,
};
