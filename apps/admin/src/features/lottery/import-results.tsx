import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callEndpoint } from '@app/client/api-client';
import { enterLotteryResultEndpoint } from '@app/contracts';
import { useErrorText } from '../../lib/i18n.ts';

type Outcome = { line: number; text: string; ok: boolean };

/** Lines of an import file: `<gameId> <numero> <sheet>`, `#` comments and blank lines skipped. */
export function parseImport(text: string) {
  return text.split(/\r?\n/).flatMap((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return [];
    const [gameId, numero, sheet, more] = line.split(/\s+/);
    return [
      {
        line: i + 1,
        gameId,
        numero,
        sheet,
        valid: Boolean(gameId && numero && sheet && more === undefined),
      },
    ];
  });
}

/**
 * Imports results from a file of the CLI's `<gameId> <numero> <sheet>` lines: each line is
 * entered and settled on its own, and its outcome is listed (one bad line stops nothing).
 */
export function ImportResults({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (file: File) => {
    setBusy(true);
    const results: Outcome[] = [];
    for (const entry of parseImport(await file.text())) {
      if (!entry.valid) {
        results.push({ line: entry.line, ok: false, text: t('lottery.importBadLine') });
        continue;
      }
      try {
        const r = await callEndpoint(enterLotteryResultEndpoint, {
          body: {
            gameId: entry.gameId!,
            numero: entry.numero!,
            winningNumber: entry.sheet!,
            source: 'import',
          },
        });
        results.push({
          line: entry.line,
          ok: true,
          text: t('lottery.settledLine', {
            game: r.draw.gameName,
            numero: r.draw.numero,
            settled: r.settled,
            won: r.won,
          }),
        });
      } catch (error) {
        results.push({
          line: entry.line,
          ok: false,
          text: error instanceof ApiError ? errorText(error) : String(error),
        });
      }
      setOutcomes([...results]);
    }
    setOutcomes(results);
    setBusy(false);
    onImported();
  };
  return (
    <div className="stack">
      <label className="field">
        <span className="field-label">{t('lottery.importFile')}</span>
        <input
          type="file"
          accept=".txt,.csv,text/plain"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void run(file);
            e.target.value = '';
          }}
        />
        <span className="field-hint">{t('lottery.importHint')}</span>
      </label>
      {outcomes.length ? (
        <ol className="outcomes" data-testid="import-outcomes">
          {outcomes.map((o) => (
            <li key={o.line} className={o.ok ? 'ok' : 'bad'}>
              {t('lottery.line', { line: o.line })}: {o.text}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
