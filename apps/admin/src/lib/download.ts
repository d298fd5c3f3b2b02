import { ApiError, failCall, tokenForCall } from '@app/client/api-client';
import { fillPath, type EndpointShape } from '@app/contracts';

/**
 * Downloads what an endpoint answers as CSV (`format=csv`) with the operator's token (a plain
 * link could not send it), and saves it under the server's file name.
 */
export async function downloadCsv(
  endpoint: EndpointShape,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
  params?: Record<string, unknown>,
): Promise<void> {
  const url = new URL(fillPath(endpoint.path, params), window.location.origin);
  for (const [k, v] of Object.entries({ ...query, format: 'csv' })) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  const token = tokenForCall();
  const response = await fetch(url, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    failCall(
      new ApiError(
        (body?.code as ApiError['code']) ?? 'response.invalid',
        body?.message ?? 'Unknown error',
        response.status,
      ),
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${fallbackName}.csv`;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
