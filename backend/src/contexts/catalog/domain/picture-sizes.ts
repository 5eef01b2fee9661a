/**
 * The widths every stored coin picture is also kept in, so a page can ask for the smallest file that
 * fills its slot (`srcset`). A copy is never wider than the picture: when the picture is narrower, the
 * copy holds the picture at its own width, so every width always exists (decisions/0051).
 */
export const PICTURE_WIDTHS = [320, 640, 1024] as const;

/** The name `ListingPictures.store` gives a picture, at the end of its key or URL: <uuid>.<jpg|png|webp>. */
const PICTURE_NAME = /(\/|^)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

/**
 * The key or URL of the `width` copy of a stored picture: "coins/<uuid>.webp" → "coins/<uuid>-640w.webp".
 * The web app derives the same names from `imageUrl` alone. Null for a name of any other form.
 */
export function sizedPictureName(keyOrUrl: string, width: number): string | null {
  if (!PICTURE_NAME.test(keyOrUrl)) return null;
  return keyOrUrl.replace(PICTURE_NAME, (_, slash: string, id: string, extension: string) => `${slash}${id}-${width}w.${extension}`);
}

/** Every sized copy's key or URL of a stored picture, narrowest first; none for a name of any other form. */
export function sizedPictureNames(keyOrUrl: string): string[] {
  return PICTURE_WIDTHS.flatMap((width) => sizedPictureName(keyOrUrl, width) ?? []);
}
