// File downloads (Excel exports): the same request rules as the HTTP client (no cache, same
// origin, timeout), but the answer is saved as a file. Failures come back as ApiError.
import { BASE_PATH, ERROR_CODES, HTTP_TIMEOUT_MS } from '@portal/contract';
import { ApiError, buildUrl, dropEmpty, type Params } from './client';

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/** Fetches an export and hands it to the browser as a download. */
export async function download(
  url: string,
  options: { params?: Params; body?: unknown; filename: string },
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(buildUrl(url, options.params), {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(dropEmpty(options.body)),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) {
      const json = await response.json().catch(() => null);
      if (response.status === 403 && json?.code === ERROR_CODES.authRequired) {
        window.location.assign(`${BASE_PATH}sign/in`);
      }
      throw new ApiError(
        response.status,
        json?.code ?? 'HTTP_ERROR',
        json?.message ?? response.statusText,
        json?.details,
      );
    }
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = filenameOf(response, options.filename);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } finally {
    clearTimeout(timer);
  }
}
