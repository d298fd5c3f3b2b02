import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  correctLotteryResultEndpoint,
  type LotteryCorrectionResult,
  type LotteryDraw,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { SheetInputs, sheetOf, useSheetValues } from './sheet-inputs.tsx';

/**
 * A settled draw's result, corrected: the stored sheet in the same boxes as result entry (changed
 * numbers stand out), a required reason, and a confirmation saying that every bet is re-settled.
 */
export function CorrectionForm({
  draw,
  onDone,
  onCancel,
}: {
  draw: LotteryDraw;
  onDone: (result: LotteryCorrectionResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sheet = useSheetValues(sheetOf(draw), draw.winningNumber);
  const [reason, setReason] = useState('');
  const unchanged = sheet.wire === draw.winningNumber;
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(correctLotteryResultEndpoint, {
        body: {
          gameId: draw.gameId,
          numero: draw.numero,
          winningNumber: sheet.wire,
          reason: reason.trim(),
        },
      }),
    onSuccess: onDone,
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (
          sheet.parsed.ok &&
          window.confirm(t('lottery.correctConfirm', { game: draw.gameName, numero: draw.numero }))
        )
          save.mutate();
      }}
    >
      <SheetInputs sheet={sheet} before={draw.winningNumber} />
      <Field label={t('lottery.correctReason')}>
        <input
          value={reason}
          maxLength={200}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      {unchanged ? <p className="muted">{t('lottery.correctUnchanged')}</p> : null}
      <FormFooter
        error={save.error}
        busy={!sheet.parsed.ok || unchanged || reason.trim() === '' || save.isPending}
        submitLabel={t('lottery.correctSave')}
        onCancel={onCancel}
      />
    </form>
  );
}
