import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_LOTTERY_SETTINGS,
  ROLE_PERMISSIONS,
  correctLotteryResultEndpoint,
  getLotterySettingsEndpoint,
  getOperatorMeEndpoint,
  listAdminLotteryDrawsEndpoint,
  listAdminLotteryGamesEndpoint,
  listLotteryCorrectionsEndpoint,
  type LotteryCorrectionBody,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';

installSession();

const me = {
  kind: 'operator' as const,
  operator: {
    id: 7,
    username: 'lan.nguyen',
    role: 'lottery' as const,
    totpEnrolled: true,
    disabled: false,
    lockedUntil: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  },
  role: 'lottery' as const,
  permissions: [...ROLE_PERMISSIONS.lottery],
  sessionExpiresAt: '2026-11-24T20:00:00.000Z',
};

// The contract's example: a North draw whose special prize …45 was corrected to …99.
const answer = correctLotteryResultEndpoint.examples.response!;
const correction = answer.correction!;
const settled = { ...answer.draw, winningNumber: correction.previousWinningNumber };
const page = <T,>(list: T[]) => ({
  list,
  pageNum: 1,
  pageSize: 20,
  total: list.length,
  totalPages: 1,
});

describe('result correction on the lottery screen', () => {
  it('edits a settled draw’s sheet with a reason and shows the bets it re-settled', async () => {
    setToken('session-token');
    const sent: LotteryCorrectionBody[] = [];
    fakeApi([
      [getOperatorMeEndpoint, { value: me }],
      [
        listAdminLotteryDrawsEndpoint,
        (_body, url) => ({
          value: page(url.searchParams.get('drawMode') === 'traditional' ? [settled] : []),
        }),
      ],
      [listAdminLotteryGamesEndpoint, { value: [] }],
      [getLotterySettingsEndpoint, { value: DEFAULT_LOTTERY_SETTINGS }],
      [listLotteryCorrectionsEndpoint, { value: [] }],
      [
        correctLotteryResultEndpoint,
        (body) => {
          sent.push(body as LotteryCorrectionBody);
          return { value: answer };
        },
      ],
    ]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await changeLanguage('en');
    window.history.pushState({}, '', '/admin/lottery');
    render(<App />);
    const user = userEvent.setup();

    // The row's button is drawn again as the screen's other queries arrive: click the current one.
    await screen.findByRole('button', { name: 'Correct result' });
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Correct result' }));
      expect(screen.getByTestId('correction-editor')).toBeInTheDocument();
    });
    const editor = await screen.findByTestId('correction-editor');
    expect(
      within(editor).getByText('This draw has not been corrected before.'),
    ).toBeInTheDocument();
    const special = within(editor).getByLabelText('Special prize 1');
    const [stored] = correction.previousWinningNumber.split('~');
    expect(special).toHaveValue(stored);
    const submit = within(editor).getByRole('button', { name: 'Correct and re-settle' });
    expect(submit).toBeDisabled();
    const [fixed] = correction.winningNumber.split('~');
    await user.clear(special);
    await user.type(special, fixed!);
    expect(special).toHaveClass('changed');
    await user.type(within(editor).getByLabelText(/Reason/), 'Special prize mistyped');
    await user.click(submit);

    expect(sent).toEqual([
      {
        gameId: settled.gameId,
        numero: settled.numero,
        winningNumber: correction.winningNumber,
        reason: 'Special prize mistyped',
      },
    ]);
    const outcome = await within(editor).findByTestId('correction-outcome');
    expect(within(outcome).getByTestId('correction-counts')).toHaveTextContent(
      '2 re-settled: 1 reversed, 1 newly paid, 0 adjusted',
    );
    expect(within(outcome).getByText(/already spent their win/)).toBeInTheDocument();
    const lines = within(outcome).getAllByRole('row');
    expect(lines.map((r) => r.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('khach88'),
        expect.stringContaining('L2026112300000017'),
      ]),
    );
  });
});
