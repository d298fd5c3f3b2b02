import '../locales/strings.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  elottCommitment,
  elottSheetFromSeed,
  parseWinningNumber,
  type SheetShape,
} from '@app/contracts';
import { errorText } from '../../../lib/i18n.ts';
import { useLotteryGame } from '../api/get-lottery-game.ts';
import { useLotteryVerify } from '../api/get-lottery-verify.ts';
import { formatDrawTime } from '../lib/format.ts';
import { ResultSheet } from './winning-panel.tsx';

type Recomputed =
  { state: 'pending' } | { state: 'done'; commitment: string; sheet: string } | { state: 'failed' };

/**
 * Recomputes an ELOTT draw in this browser with the contracts' functions: SHA-256 of the revealed
 * seed against the commitment published before the draw, and the sheet the seed yields against the
 * stored result.
 */
function useRecompute(
  seed: string | null,
  gameCode: string,
  numero: string,
  shape: SheetShape | null,
): Recomputed {
  const [result, setResult] = useState<Recomputed>({ state: 'pending' });
  useEffect(() => {
    if (!seed || !shape) return;
    let live = true;
    Promise.all([elottCommitment(seed), elottSheetFromSeed(seed, gameCode, numero, shape)])
      .then(([commitment, sheet]) => live && setResult({ state: 'done', commitment, sheet }))
      .catch(() => live && setResult({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [seed, gameCode, numero, shape]);
  return result;
}

function Check({ ok, testId, label }: { ok: boolean; testId: string; label: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={`lottery-check ${ok ? 'is-ok' : 'is-bad'}`}
      data-testid={testId}
      data-match={ok ? 'true' : 'false'}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {label}:{' '}
      {t(ok ? 'lottery.verify.match' : 'lottery.verify.mismatch')}
    </p>
  );
}

/** The ELOTT verification view of one draw (reached from the draw history and the bet history). */
export function VerifyView({ gameId, numero }: { gameId: string; numero: string }) {
  const { t, i18n } = useTranslation();
  const verify = useLotteryVerify(gameId, numero);
  const game = useLotteryGame(gameId);
  const draw = verify.data?.draw;
  const shape = game.data?.game.sheet ?? null;
  const recomputed = useRecompute(draw?.seed ?? null, draw?.gameCode ?? '', numero, shape);

  if (verify.isPending)
    return (
      <p className="lottery-muted" aria-busy="true">
        {t('lottery.loading')}
      </p>
    );
  if (verify.isError || !draw) {
    return (
      <p className="lottery-error" role="alert" data-testid="lottery-verify-error">
        {verify.error ? errorText(verify.error) : t('lottery.loadFailed')}
      </p>
    );
  }
  const recomputedLevels =
    recomputed.state === 'done' && shape
      ? (() => {
          const parsed = parseWinningNumber(recomputed.sheet, shape);
          return parsed.ok ? parsed.levels : [];
        })()
      : [];
  return (
    <article className="lottery-verify" data-testid="lottery-verify">
      <h2 className="lottery-section__title">
        {draw.gameName} · #{draw.numero}
      </h2>
      <p className="lottery-muted">{formatDrawTime(draw.drawAt, i18n.language)}</p>
      <dl className="lottery-verify__facts">
        <dt>{t('lottery.verify.commitment')}</dt>
        <dd className="lottery-mono" data-testid="lottery-verify-commitment">
          {draw.commitment ?? '—'}
        </dd>
        <dt>{t('lottery.verify.seed')}</dt>
        <dd className="lottery-mono" data-testid="lottery-verify-seed">
          {draw.seed ?? t('lottery.verify.notRevealed')}
        </dd>
        <dt>{t('lottery.verify.result')}</dt>
        <dd className="lottery-mono">{draw.winningNumber ?? '—'}</dd>
      </dl>
      {!draw.seed ? <p className="lottery-muted">{t('lottery.verify.waiting')}</p> : null}
      {recomputed.state === 'done' ? (
        <section data-testid="lottery-verify-browser">
          <h3 className="lottery-section__title">{t('lottery.verify.inBrowser')}</h3>
          <Check
            ok={recomputed.commitment === draw.commitment}
            testId="lottery-verify-commitment-check"
            label={t('lottery.verify.commitmentCheck')}
          />
          <Check
            ok={recomputed.sheet === draw.winningNumber}
            testId="lottery-verify-result-check"
            label={t('lottery.verify.resultCheck')}
          />
          <ResultSheet levels={recomputedLevels} testId="lottery-verify-sheet" />
        </section>
      ) : null}
      {recomputed.state === 'failed' ? (
        <p className="lottery-error">{t('lottery.verify.failed')}</p>
      ) : null}
      <details className="lottery-verify__how">
        <summary>{t('lottery.verify.how')}</summary>
        <p className="lottery-mono">{verify.data.algorithm}</p>
      </details>
    </article>
  );
}
