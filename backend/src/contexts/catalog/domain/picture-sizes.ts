/**
 * The widths every stored coin picture is also kept in, each as a WebP and a JPEG copy, so a page can
 * ask for the smallest file that fills its slot (`srcset`, decisions/0051 and 0075). A copy is never
 * wider than the picture: when the picture is narrower, the copy holds the picture at its own width,
 * so every name always exists.
 */
export const PICTURE_WIDTHS = [320, 640, 1280, 2048] as const;

/** The formats of the sized copies: WebP for every browser that reads it, JPEG as the fallback. */
export const COPY_EXTENSIONS = ['webp', 'jpg'] as const;
export type CopyExtension = (typeof COPY_EXTENSIONS)[number];

/** The widths of the copies written before 0075, in the picture's own format (still removed with it). */
const LEGACY_WIDTHS = [320, 640, 1024] as const;

/** The name `ListingPictures.store` gives a picture, at the end of its key or URL: <uuid>.<jpg|png|webp>. */
const PICTURE_NAME = /(\/|^)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

const renamed = (keyOrUrl: string, suffix: (extension: string) => string): string | null =>
  PICTURE_NAME.test(keyOrUrl) ? keyOrUrl.replace(PICTURE_NAME, (_, slash: string, id: string, extension: string) => `${slash}${id}${suffix(extension)}`) : null;

/**
 * The key or URL of the `width` copy of a stored picture in `extension`: "coins/<uuid>.png" →
 * "coins/<uuid>-640w.webp". The web app derives the same names from `imageUrl` alone. Null for a name of any other form.
 */
export function sizedPictureName(keyOrUrl: string, width: number, extension: CopyExtension): string | null {
  return renamed(keyOrUrl, () => `-${width}w.${extension}`);
}

/** Every sized copy's key or URL of a stored picture (WebP and JPEG, narrowest first); none for a name of any other form. */
export function sizedPictureNames(keyOrUrl: string): string[] {
  return PICTURE_WIDTHS.flatMap((width) => COPY_EXTENSIONS.flatMap((extension) => sizedPictureName(keyOrUrl, width, extension) ?? []));
}

/** The copies a picture stored before 0075 may still have (320, 640 and 1024 px in its own format): removed with it. */
export function legacySizedPictureNames(keyOrUrl: string): string[] {
  return LEGACY_WIDTHS.flatMap((width) => renamed(keyOrUrl, (extension) => `-${width}w.${extension}`) ?? []);
}

/** A photo's copies as HTML srcsets: `srcset` the WebP ones, `jpegSrcset` the JPEG ones. */
export interface PictureSrcsets {
  srcset: string;
  jpegSrcset: string;
}

/**
 * The srcsets of a stored picture `width` pixels wide. The copy that reaches the picture's width
 * holds the picture itself, so it is listed with the picture's real width and the wider ones, the
 * same bytes again, are left out; with the width unknown (a picture the backfill has not measured
 * yet) every copy is listed by its name's width. Empty for a URL that is not a stored picture.
 */
export function pictureSrcsets(url: string, width: number | null): PictureSrcsets {
  const entries: { width: number; described: number }[] = [];
  for (const copyWidth of PICTURE_WIDTHS) {
    const reaches = width !== null && copyWidth >= width;
    entries.push({ width: copyWidth, described: reaches ? width : copyWidth });
    if (reaches) break;
  }
  const srcsetIn = (extension: CopyExtension): string =>
    PICTURE_NAME.test(url) ? entries.map((entry) => `${sizedPictureName(url, entry.width, extension)} ${entry.described}w`).join(', ') : '';
  return { srcset: srcsetIn('webp'), jpegSrcset: srcsetIn('jpg') };
}
