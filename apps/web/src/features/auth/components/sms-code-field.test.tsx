import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { t } from '../../../testing/form-queries.ts';
import { formatSeconds, SmsCodeField } from './sms-code-field.tsx';
import { useSmsCountdown } from './use-sms-countdown.ts';

function Harness({ expiresIn }: { expiresIn: number | null }) {
  const countdown = useSmsCountdown();
  const [value, setValue] = useState('');
  return (
    <SmsCodeField
      value={value}
      onChange={setValue}
      countdown={countdown}
      onSend={() => countdown.start(expiresIn === null ? null : Date.now() + expiresIn)}
    />
  );
}

describe('SMS code field (spec §2, §4)', () => {
  it('shows seconds under a minute and minutes:seconds above', () => {
    expect(formatSeconds(59)).toBe('59s');
    expect(formatSeconds(60)).toBe('1:00');
    expect(formatSeconds(299)).toBe('4:59');
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables the code only during the countdown, then the resend link returns', () => {
    render(<Harness expiresIn={null} />);
    const input = screen.getByRole('textbox');
    const send = screen.getByTestId('sms-send');
    expect(input).toBeDisabled();
    expect(send).toHaveTextContent(t('auth.sms.send'));

    fireEvent.click(send);
    expect(input).toBeEnabled();
    expect(send).toBeDisabled();
    expect(send).toHaveTextContent(t('auth.sms.countdown', { time: '1:00' }));

    act(() => void vi.advanceTimersByTime(30_000));
    expect(send).toHaveTextContent(t('auth.sms.countdown', { time: '30s' }));
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(input).toHaveValue('1234');

    act(() => void vi.advanceTimersByTime(30_000));
    expect(input).toBeDisabled();
    expect(send).toBeEnabled();
    expect(send).toHaveTextContent(t('auth.sms.send'));
  });

  it('counts to the expiry time the server gave', () => {
    render(<Harness expiresIn={5_000} />);
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('sms-send')).toHaveTextContent(
      t('auth.sms.countdown', { time: '5s' }),
    );
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
