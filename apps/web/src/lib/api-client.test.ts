import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { getWalletEndpoint } from '@app/contracts';
import { ApiError, callEndpoint, checkValue } from '@app/client/api-client';

/** The site's build leaves an endpoint's schemas out of its definition (vite-strip-endpoint-docs). */
const { response: _response, ...asBuilt } = getWalletEndpoint;

function answer(value: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, value }), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the answer of a call', () => {
  it('is parsed by the definition’s schema when the definition has one', async () => {
    answer({ not: 'a wallet' });
    const error = await callEndpoint(getWalletEndpoint).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('response.invalid');
  });

  it('is taken as sent when the build left the schema out (the server checked it)', async () => {
    const sent = { sumBalance: '12.50', extra: 1 };
    answer(sent);
    await expect(callEndpoint(asBuilt as typeof getWalletEndpoint)).resolves.toEqual(sent);
  });
});

describe('checkValue', () => {
  it('parses through the schema’s Standard Schema interface', () => {
    const schema = z.object({ amount: z.string() });
    expect(checkValue(schema, { amount: 1 })).toEqual({ success: false });
    // Parsed, not passed through: unknown keys are dropped as the schema says.
    expect(checkValue(schema, { amount: '1.00', extra: true })).toEqual({
      success: true,
      data: { amount: '1.00' },
    });
  });
});
