import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Listing } from '../types';
import { MakeOfferDialog } from './make-offer-dialog';

const mutate = vi.fn((_offer: unknown) => Promise.resolve());
vi.mock('../api/make-offer', () => ({ useMakeOffer: () => ({ mutateAsync: mutate, isPending: false }) }));

const listing = { id: 42, title: '1835 William IV One Rupee', price: 4500 } as Listing;

function renderDialog() {
  renderWithProviders(
    <MakeOfferDialog open onClose={() => {}} listing={listing} conversationId={3} userId={8} />,
  );
  return {
    amount: screen.getByLabelText('Your offer (₹)'),
    message: screen.getByLabelText('Message (optional)'),
    send: screen.getByRole('button', { name: 'Send Offer' }),
  };
}

describe('MakeOfferDialog', () => {
  beforeEach(() => {
    mutate.mockReset();
  });

  it('keeps Send Offer disabled until an amount is typed', async () => {
    const user = userEvent.setup();
    const { amount, send } = renderDialog();
    expect(send).toBeDisabled();

    await user.type(amount, '4000');

    expect(send).toBeEnabled();
  });

  it('sends whole rupees and the trimmed message', async () => {
    const user = userEvent.setup();
    const { amount, message, send } = renderDialog();

    await user.type(amount, '4,000');
    await user.type(message, '  By registered post?  ');
    await user.click(send);

    await vi.waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ coinId: 42, offerAmount: 4000, message: 'By registered post?' });
  });

  it('refuses an amount that is not a whole number of rupees', async () => {
    const user = userEvent.setup();
    const { amount, send } = renderDialog();

    await user.type(amount, '45.50');
    await user.click(send);

    expect(await screen.findByText('Invalid offer amount')).toBeInTheDocument();
    expect((await screen.findAllByText('Please enter a valid offer amount')).length).toBeGreaterThan(0);
    expect(mutate).not.toHaveBeenCalled();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.type(amount, '{Backspace}{Backspace}{Backspace}');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });
});
