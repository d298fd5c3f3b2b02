import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyLotteryDrawEndpoint, type LotteryVerify, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useLotteryLanguage } from './use-language.ts';

/** An ELOTT draw's proof: commitment, revealed seed, stored result. */
export function getLotteryVerify(
  gameId: string,
  numero: string,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<LotteryVerify> {
  return callEndpoint(verifyLotteryDrawEndpoint, { query: { gameId, numero, language }, signal });
}

export function lotteryVerifyQueryOptions(gameId: string, numero: string, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['lottery', 'verify', gameId, numero, language] as const,
    queryFn: ({ signal }) => getLotteryVerify(gameId, numero, language, signal),
    enabled: gameId !== '' && numero !== '',
  });
}

export function useLotteryVerify(gameId: string, numero: string) {
  const language = useLotteryLanguage();
  return useQuery(lotteryVerifyQueryOptions(gameId, numero, language));
}
