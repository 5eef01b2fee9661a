import type { Page } from 'playwright-core';

/** One field of a multipart form as the page handed it to XMLHttpRequest; a file with its bytes. */
export interface SentPart {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
}

interface RecordedPart {
  name: string;
  value?: string;
  filename?: string;
  type?: string;
  base64?: string;
}

/**
 * Records every FormData the page sends with XMLHttpRequest, files included. Chromium does not hand
 * a request's file parts to Playwright (postData is empty for uploads of File objects), so the form
 * is read where the page sends it: the exact entries, in the order the browser puts them on the wire.
 */
export async function recordSentForms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: Promise<RecordedPart[]>[] = [];
    (window as unknown as { sentForms: typeof sent }).sentForms = sent;
    const base64Of = (file: Blob) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read a sent file'));
        reader.readAsDataURL(file);
      });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        sent.push(
          Promise.all(
            [...body.entries()].map(async ([name, value]) =>
              typeof value === 'string' ? { name, value } : { name, filename: value.name, type: value.type, base64: await base64Of(value) },
            ),
          ),
        );
      }
      return send.call(this, body);
    };
  });
}

/** The n-th form the page sent (from 0), once it has been sent. */
export async function sentForm(page: Page, index: number): Promise<SentPart[]> {
  await page.waitForFunction((at) => (window as unknown as { sentForms: unknown[] }).sentForms.length > at, index);
  const parts = await page.evaluate((at) => (window as unknown as { sentForms: Promise<RecordedPart[]>[] }).sentForms[at]!, index);
  return parts.map(({ base64, ...part }) => (base64 === undefined ? part : { ...part, bytes: Buffer.from(base64, 'base64') }));
}
