/**
 * A non-OK answer from the server. The message reads "{status}: {detail}", where the detail is the
 * JSON body's `message`, else the raw response text, else the status text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail ? `${status}: ${detail}` : String(status));
  }

  /** `body` is what openapi-fetch read from the response: parsed JSON, or text when not JSON. */
  static fromResponse(response: Response, body: unknown): ApiError {
    return new ApiError(response.status, describeBody(body) || response.statusText);
  }
}

function describeBody(body: unknown): string {
  if (typeof body === 'string') return body.trim();
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join('; ');
  }
  return body === undefined || body === null ? '' : JSON.stringify(body);
}
