/** Cache keys of blocks: the people the signed-in user blocks (decisions/0084). */
export const blockKeys = {
  of: (userId: number) => ['blocks', userId] as const,
};
