/** Each new photo's upload progress in percent, by its PhotoDraft key. */
export type PhotoUploadProgress = Readonly<Record<string, number>>;

/**
 * The bytes a multipart part adds besides its value: the boundary line (about 40 characters in
 * browsers), the Content-Disposition line and the blank lines; a file's part also names the file and
 * its Content-Type. An estimate is enough: the parts are scaled to the real total below.
 */
const PART_OVERHEAD = 100;
const FILE_PART_OVERHEAD = 30;

const encoder = new TextEncoder();

/** A multipart part's estimated size, in the FormData's order (that is how browsers send it). */
export interface PartSize {
  bytes: number;
  /** Whether this part is a file: the files' progress is what the tiles show. */
  file: boolean;
}

export function partSizes(form: FormData): PartSize[] {
  const parts: PartSize[] = [];
  form.forEach((value, name) => {
    const header = PART_OVERHEAD + encoder.encode(name).length;
    if (typeof value === 'string') parts.push({ bytes: header + encoder.encode(value).length, file: false });
    else parts.push({ bytes: header + FILE_PART_OVERHEAD + encoder.encode(value.name).length + value.type.length + value.size, file: true });
  });
  return parts;
}

/**
 * Each file part's progress in percent, from the request's bytes sent so far (XMLHttpRequest's
 * upload progress): the body is the parts one after another, so a part is done once `loaded` has
 * passed its end. The estimates are scaled to `total`, the body's real size.
 */
export function fileProgress(parts: readonly PartSize[], loaded: number, total: number): number[] {
  const estimated = parts.reduce((sum, part) => sum + part.bytes, 0);
  const scale = estimated > 0 && total > 0 ? total / estimated : 1;
  const done = total > 0 && loaded >= total;
  const percents: number[] = [];
  let start = 0;
  for (const part of parts) {
    const size = part.bytes * scale;
    if (part.file) {
      const share = done ? 1 : Math.min(1, Math.max(0, (loaded - start) / size));
      percents.push(Math.floor(share * 100));
    }
    start += size;
  }
  return percents;
}

/** The progress of the photos whose files the form sends, keyed as the photos are (in the files' order). */
export function photoUploadProgress(parts: readonly PartSize[], uploadKeys: readonly string[], loaded: number, total: number): PhotoUploadProgress {
  const percents = fileProgress(parts, loaded, total);
  return Object.fromEntries(uploadKeys.map((key, index) => [key, percents[index] ?? 0]));
}
