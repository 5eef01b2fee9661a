import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResendCodeButton } from './resend-code-button';

describe('ResendCodeButton', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts the minute down and only then lets a new code be asked for', () => {
    const onResend = vi.fn();
    renderWithProviders(<ResendCodeButton allowedAt={Date.now() + 60_000} pending={false} onResend={onResend} />);

    expect(screen.getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('button', { name: 'Send a new code in 15 s' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(15_000));
    const button = screen.getByRole('button', { name: 'Send a new code' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();
  });
});
