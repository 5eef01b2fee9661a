import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { sendForm } from './send-form';

/** A stand-in XMLHttpRequest that answers with the given status and body, after one progress event. */
function fakeXhr(status: number, body: string) {
  class FakeXhr extends EventTarget {
    static sent: { method: string; url: string; body: FormData } | undefined;
    upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      FakeXhr.sent = { method: this.method, url: this.url, body: form };
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 200 }));
      this.status = status;
      this.statusText = status === 403 ? 'Forbidden' : 'Created';
      this.responseText = body;
      this.dispatchEvent(new Event('load'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

describe('sendForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports upload progress and resolves to the JSON answer', async () => {
    const xhr = fakeXhr(201, '{"id":7}');
    const progress: [number, number][] = [];
    const form = new FormData();
    form.set('title', 'Anna');

    await expect(sendForm('POST', '/api/coins', form, (loaded, total) => progress.push([loaded, total]))).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([[50, 200]]);
    expect(xhr.sent?.method).toBe('POST');
    expect(xhr.sent?.body.get('title')).toBe('Anna');
  });

  it('rejects with "{status}: {message}" like every other call', async () => {
    fakeXhr(403, '{"statusCode":403,"message":"Listing coins needs a Basic or Premium subscription"}');
    const error = await sendForm('POST', '/api/coins', new FormData()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('403: Listing coins needs a Basic or Premium subscription');
  });
});
