import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  enterLotteryResultEndpoint,
  type LotteryDraw,
  type LotterySettleResult,
} from '@app/contracts';
import { FormFooter } from '../../components/form-footer.tsx';
import { SheetInputs, sheetOf, useSheetValues } from './sheet-inputs.tsx';

/** Result entry in the sheet's own shape (see SheetInputs), confirmed before it is stored. */
export function ResultForm({
  draw,
  onDone,
  onCancel,
}: {
  draw: LotteryDraw;
  onDone: (result: LotterySettleResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sheet = useSheetValues(sheetOf(draw));
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(enterLotteryResultEndpoint, {
        body: {
          gameId: draw.gameId,
          numero: draw.numero,
          winningNumber: sheet.wire,
          source: 'operator',
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
          window.confirm(t('lottery.resultConfirm', { game: draw.gameName, numero: draw.numero }))
        )
          save.mutate();
      }}
    >
      <SheetInputs sheet={sheet} />
      <FormFooter
        error={save.error}
        busy={!sheet.parsed.ok || save.isPending}
        submitLabel={t('lottery.saveResult')}
        onCancel={onCancel}
      />
    </form>
  );
}
