import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getGateSettingsEndpoint,
  getOperatorMeEndpoint,
  listAdminWithdrawalsEndpoint,
  signInOperatorEndpoint,
} from '@app/contracts';
import { changeLanguage } from '../lib/i18n.ts';
import { setToken } from '../lib/session.ts';
import { installSession } from '../lib/session.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { meOf } from '../testing/operators.ts';
import { App } from './app.tsx';

installSession();

const emptyPage = { list: [], pageNum: 1, pageSize: 50, total: 0, totalPages: 0 };
const gate = {
  maintenance: { enabled: false, title: 'Bảo trì', text: 'Sắp trở lại' },
  regionRestriction: { enabled: false, blockedRanges: [], blockedCountries: [] },
};

function openAt(path: string) {
  window.history.pushState({}, '', `/admin${path}`);
  return render(<App />);
}

describe('the console', () => {
  it('asks for sign-in first, and says a wrong password in the console language', async () => {
    fakeApi([[signInOperatorEndpoint, { status: 401, code: 'operator.sign_in_failed' }]]);
    openAt('/money/withdrawals');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tên đăng nhập'), 'finance');
    await user.type(screen.getByLabelText('Mật khẩu'), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/sai|không đúng/i);

    await changeLanguage('en');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/wrong username or password/i);
  });

  it('shows a role only the screens its permissions allow, and refuses the others by address', async () => {
    setToken('session-token');
    fakeApi([
      [getOperatorMeEndpoint, { value: meOf('finance') }],
      [listAdminWithdrawalsEndpoint, { value: emptyPage }],
    ]);
    openAt('/settings');
    const menu = await screen.findByRole('navigation', { name: 'Menu quản trị' });
    expect(within(menu).getByRole('link', { name: 'Rút tiền' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Cài đặt' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Nhân viên quản trị' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeInTheDocument();
  });

  it('gives a read-only role the settings without the controls that change them', async () => {
    setToken('session-token');
    fakeApi([
      [getOperatorMeEndpoint, { value: meOf('read_only') }],
      [getGateSettingsEndpoint, { value: gate }],
    ]);
    openAt('/settings');
    expect(await screen.findByRole('heading', { name: 'Cài đặt' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Sắp trở lại')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  });

  it('goes back to sign-in when the server no longer accepts the session', async () => {
    setToken('expired-token');
    fakeApi([[getOperatorMeEndpoint, { status: 401, code: 'operator.unauthorized' }]]);
    openAt('/audit');
    expect(await screen.findByLabelText('Tên đăng nhập')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/sign-in');
  });
});
