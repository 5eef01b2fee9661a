/** Comments are 1 to 1000 characters after trimming (the server checks the same). */
export const COMMENT_MAX_LENGTH = 1000;
