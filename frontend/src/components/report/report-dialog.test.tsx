import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReportDialog } from './report-dialog';

const mutate = vi.fn();
vi.mock('@/api/reports/file-report', async (original) => ({
  ...(await original<typeof import('@/api/reports/file-report')>()),
  useFileReport: () => ({ mutate, isPending: false }),
}));

describe('ReportDialog', () => {
  beforeEach(() => mutate.mockReset());

  const open = (onClose = () => {}) =>
    renderWithProviders(<ReportDialog targetType="user" targetId={8} targetName="Rahul Verma" open onClose={onClose} />);

  it('asks what is wrong before sending', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Report Rahul Verma')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose what is wrong')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the reason and the note', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('radio', { name: 'A scam or fraud' }));
    await user.type(screen.getByRole('textbox'), 'Asked me to pay outside the app');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ targetType: 'user', targetId: 8, reason: 'scam', note: 'Asked me to pay outside the app' });
  });

  it('needs a note with Something else', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Write a few words about what is wrong')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Tell the moderators what is wrong' }), 'Uses another seller’s photos');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ reason: 'other', note: 'Uses another seller’s photos' });
  });

  it('tells a second report of the same thing kindly and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    mutate.mockImplementation((_input: unknown, options?: { onError: (error: Error) => void }) => options?.onError(new ApiError(409, 'already reported')));
    open(onClose);
    await user.click(screen.getByRole('radio', { name: 'Offensive or abusive' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Already reported')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
