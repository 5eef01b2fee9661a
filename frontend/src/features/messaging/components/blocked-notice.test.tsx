import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { BlockedNotice } from './blocked-notice';

const mutate = vi.fn();
vi.mock('@/api/blocks/unblock-person', () => ({ useUnblockPerson: () => ({ mutate, isPending: false }) }));

const party = { id: 7, name: 'Rahul Verma' };

describe('BlockedNotice', () => {
  beforeEach(() => mutate.mockReset());

  it('tells the blocker whom they blocked and unblocks that person', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlockedNotice viewerId={8} party={party} blockedByMe blockedMe={false} />);
    expect(screen.getByText('You blocked Rahul Verma')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toBe(7);
  });

  it('tells the blocked person only that they cannot reply, with nothing to undo', () => {
    renderWithProviders(<BlockedNotice viewerId={8} party={party} blockedByMe={false} blockedMe />);
    expect(screen.getByText("You can't reply to this conversation")).toBeInTheDocument();
    expect(screen.queryByText(/blocked/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the blocker their own block when both blocked each other', () => {
    renderWithProviders(<BlockedNotice viewerId={8} party={party} blockedByMe blockedMe />);
    expect(screen.getByText('You blocked Rahul Verma')).toBeInTheDocument();
  });

  it('says nothing when neither blocks the other', () => {
    renderWithProviders(<BlockedNotice viewerId={8} party={party} blockedByMe={false} blockedMe={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/blocked|can't reply/i)).not.toBeInTheDocument();
  });
});
