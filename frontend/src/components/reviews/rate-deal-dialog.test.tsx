import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RateDealDialog } from './rate-deal-dialog';

const mutate = vi.fn();
vi.mock('@/api/reviews/post-review', () => ({ usePostReview: () => ({ mutate, isPending: false }) }));

describe('RateDealDialog', () => {
  beforeEach(() => mutate.mockReset());

  const open = () => renderWithProviders(<RateDealDialog deal={{ offerId: 19 }} partyName="Rahul Verma" open onClose={() => {}} onRated={() => {}} />);

  it('asks for stars before sending', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Rate your deal with Rahul Verma')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the stars and the comment', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getAllByRole('radio')[3]!);
    await user.type(screen.getByRole('textbox'), 'Packed with care, as described.');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ deal: { offerId: 19 }, rating: 4, comment: 'Packed with care, as described.' });
  });

  it('sends a rating once however often Send is tapped while it is on its way, and again after a failure', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getAllByRole('radio')[4]!);
    await user.dblClick(screen.getByRole('button', { name: 'Send rating' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    (mutate.mock.calls[0]?.[1] as { onSettled: () => void }).onSettled();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it('refuses a comment shorter than 10 characters, but not an empty one', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getAllByRole('radio')[4]!);
    await user.type(screen.getByRole('textbox'), 'Good');
    expect(screen.getByText('Write at least 10 characters, or leave it empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(mutate).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ deal: { offerId: 19 }, rating: 5, comment: '' });
  });
});
