import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { AdminUser } from '../types';
import { SuspendUserDialog } from './suspend-user-dialog';

/** The suspensions the dialog hands to the API. */
const suspend = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('../api/suspend-user', async (original) => ({
  ...(await original<typeof import('../api/suspend-user')>()),
  useSuspendUser: () => ({
    isPending: false,
    mutate: (input: unknown, handlers: { onSuccess: () => void }) => {
      suspend.sent.push(input);
      handlers.onSuccess();
    },
  }),
}));

const USER: AdminUser = {
  id: 12,
  name: 'Vikram Rao',
  mobileNumber: '9876543210',
  location: null,
  subscriptionTier: 'free',
  subscriptionExpiresAt: null,
  coinsListedThisMonth: 0,
  lastResetDate: '2026-10-31T18:30:00.000Z',
  isAdmin: false,
  phoneVerified: false,
  suspendedUntil: null,
  suspensionReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  suspend.sent = [];
});

describe('SuspendUserDialog (decisions/0083)', () => {
  it('needs a reason, then sends it with the chosen length', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<SuspendUserDialog user={USER} onClose={onClose} />);

    await screen.findByRole('dialog', { name: 'Suspend Vikram Rao' });
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Write a reason of at least 3 characters')).toBeTruthy();
    expect(suspend.sent).toEqual([]);

    await user.click(screen.getByText('30 days'));
    await user.type(screen.getByLabelText('Reason (shown to the user)'), 'Listed replicas as genuine coins');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspend.sent).toEqual([{ userId: 12, days: 30, reason: 'Listed replicas as genuine coins' }]));
    expect(onClose).toHaveBeenCalled();
  });
});
