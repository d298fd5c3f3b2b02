import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApplicationSchema, PromotionSchema, RewardSchema, type Application } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

const promotion = PromotionSchema.parse({
  id: 7,
  title: 'Bảo hiểm cược thể thao',
  content: '<p>Gửi ảnh phiếu cược.</p>',
  category: 'sport_promo',
  language: 'vi',
  startDate: '2026-11-14T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  acceptsApplications: true,
});

function application(overrides: Partial<Application> = {}): Application {
  return ApplicationSchema.parse({
    id: 1,
    promotionId: 7,
    promotionTitle: promotion.title,
    comment: 'Xiên 6 trận thua 1',
    imageCount: 1,
    state: 'pending',
    reason: null,
    bonus: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    decidedAt: null,
    ...overrides,
  });
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });

describe('applying for a promotion', () => {
  it('sends a comment and two images, then shows the application waiting for review', async () => {
    let sent: { comment: string; images: string[] } | null = null;
    const app = renderApp({
      path: '/m/activityDetail?id=7',
      session: buildSession(),
      api: {
        '/wps/content/promotions/7': { value: promotion },
        '/wps/promotions/applications': () => ({
          value: { list: sent ? [application({ comment: sent.comment, imageCount: 2 })] : [] },
        }),
        '/wps/promotions/7/applications': (_url, init) => {
          sent = JSON.parse(String(init?.body)) as { comment: string; images: string[] };
          return { value: application({ comment: sent.comment, imageCount: 2 }) };
        },
      },
    });
    const comment = await screen.findByTestId('apply-comment', undefined, SLOW);
    await app.user.type(comment, 'Xiên 6 trận thua 1');
    expect(screen.getByTestId('apply-count')).toHaveTextContent('18/140');
    await app.user.upload(screen.getByTestId('apply-images'), [png('a.png'), png('b.png')]);
    expect(screen.getAllByTestId('apply-thumb')).toHaveLength(2);
    await app.user.click(screen.getByTestId('apply-submit'));

    const item = await screen.findByTestId('promo-application', undefined, SLOW);
    expect(item).toHaveAttribute('data-state', 'pending');
    expect(sent!.comment).toBe('Xiên 6 trận thua 1');
    expect(sent!.images).toHaveLength(2);
    expect(atob(sent!.images[0]!).charCodeAt(1)).toBe(0x50); // the PNG's own bytes
    // One open application: no second form.
    expect(screen.queryByTestId('apply-comment')).not.toBeInTheDocument();
  });

  it('refuses a fourth image, a non-image and a comment over 140 characters before sending', async () => {
    const app = renderApp({
      path: '/m/activityDetail?id=7',
      session: buildSession(),
      api: {
        '/wps/content/promotions/7': { value: promotion },
        '/wps/promotions/applications': { value: { list: [] } },
      },
    });
    const comment = await screen.findByTestId('apply-comment', undefined, SLOW);
    const input = screen.getByTestId('apply-images');
    await app.user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getAllByTestId('apply-thumb')).toHaveLength(3);
    expect(screen.getByTestId('apply-problem')).toHaveTextContent('tối đa 3 ảnh');
    expect(screen.queryByTestId('apply-images')).not.toBeInTheDocument();

    await app.user.click(screen.getAllByRole('button', { name: /Xóa/ })[0]!);
    const exe = new File(['MZ'], 'photo.png.exe', { type: 'application/x-msdownload' });
    fireEvent.change(screen.getByTestId('apply-images'), { target: { files: [exe] } });
    expect(screen.getByTestId('apply-problem')).toHaveTextContent('PNG và JPG');

    await app.user.click(comment);
    await app.user.paste('x'.repeat(141));
    expect(screen.getByTestId('apply-count')).toHaveTextContent('141/140');
    expect(screen.getByTestId('apply-submit')).toBeDisabled();
  });

  it('shows a rejection with its reason and lets the member apply again', async () => {
    renderApp({
      path: '/m/activityDetail?id=7',
      session: buildSession(),
      api: {
        '/wps/content/promotions/7': { value: promotion },
        '/wps/promotions/applications': {
          value: { list: [application({ state: 'rejected', reason: 'Ảnh không rõ' })] },
        },
      },
    });
    const item = await screen.findByTestId('promo-application', undefined, SLOW);
    expect(item).toHaveTextContent('Lý do: Ảnh không rõ');
    expect(await screen.findByTestId('apply-comment')).toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    renderApp({
      path: '/m/activityDetail?id=7',
      api: { '/wps/content/promotions/7': { value: promotion } },
    });
    const section = await screen.findByTestId('promo-apply', undefined, SLOW);
    expect(within(section).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/m/login',
    );
  });
});

describe('reward center', () => {
  it('claims a reward into the wallet once and shows it claimed', async () => {
    const reward = RewardSchema.parse({
      id: 4,
      title: promotion.title,
      amount: '200000.00',
      wageringMultiple: 1,
      turnoverRequired: '200000.00',
      state: 'claimable',
      createdAt: '2026-11-24T08:00:00.000Z',
      expiresAt: '2026-12-24T08:00:00.000Z',
      claimedAt: null,
    });
    let claimed = false;
    const app = renderApp({
      path: '/m/rewardCenter',
      session: buildSession(),
      api: {
        '/wps/member/rewards': () => ({
          value: {
            list: [
              claimed
                ? { ...reward, state: 'claimed', claimedAt: '2026-11-24T09:00:00.000Z' }
                : reward,
            ],
          },
        }),
        '/wps/member/rewards/4/claim': () => {
          claimed = true;
          return { value: { ...reward, state: 'claimed', claimedAt: '2026-11-24T09:00:00.000Z' } };
        },
      },
    });
    const card = await screen.findByTestId('reward', undefined, SLOW);
    expect(within(card).getByTestId('reward-amount')).toHaveTextContent('200,000.00');
    await app.user.click(within(card).getByTestId('reward-claim'));
    await waitFor(() =>
      expect(screen.getByTestId('reward')).toHaveAttribute('data-state', 'claimed'),
    );
    expect(app.api.callsTo('/wps/member/rewards/4/claim')).toHaveLength(1);
  });
});
