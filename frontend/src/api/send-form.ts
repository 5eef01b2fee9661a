import { ApiError } from './api-error';

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress, and
 * resolves to the JSON answer. A non-OK answer rejects with the same ApiError as the typed client.
 * Progress comes as the body's bytes sent so far and its total, so a caller can tell how far each
 * part (each photo) has gone.
 */
export function sendForm<T>(
  method: 'POST' | 'PATCH',
  url: string,
  form: FormData,
  onProgress?: (loaded: number, total: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
      } else {
        const response = new Response(null, { status: request.status, statusText: request.statusText });
        reject(ApiError.fromResponse(response, body));
      }
    });
    request.addEventListener('error', () => reject(new Error('Network error: the form did not reach the server')));
    request.send(form);
  });
}
