import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getSystemStatusEndpoint } from '@app/contracts';
import { ApiError, callEndpoint } from '@app/client/api-client';
import { LoadFailed } from './load-failed.tsx';
import '../../lib/i18n.ts';

// issue 17: the request id of a failure the server answered is shown, so a player can quote it.

describe('the reference of a failed load', () => {
  it('comes from the answer’s X-Request-Id and is shown under the retry button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'system.unavailable', message: 'down' }),
            {
              status: 503,
              headers: { 'content-type': 'application/json', 'x-request-id': 'req-7f3a9c' },
            },
          ),
      ),
    );
    const error = await callEndpoint(getSystemStatusEndpoint).catch((e: unknown) => e);
    vi.unstubAllGlobals();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('req-7f3a9c');
    render(<LoadFailed onRetry={() => undefined} error={error} />);
    expect(screen.getByTestId('error-reference')).toHaveTextContent('req-7f3a9c');
  });

  it('is not shown when the network failed or the request was refused as wrong', () => {
    const offline = new ApiError('network.error', 'Network error', 0);
    const { rerender } = render(<LoadFailed onRetry={() => undefined} error={offline} />);
    expect(screen.queryByTestId('error-reference')).not.toBeInTheDocument();
    const refused = new ApiError('request.invalid', 'bad', 400, undefined, 'req-1');
    rerender(<LoadFailed onRetry={() => undefined} error={refused} />);
    expect(screen.queryByTestId('error-reference')).not.toBeInTheDocument();
  });
});
