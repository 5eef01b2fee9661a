import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Offer } from '../types';
import { OfferDecisionButtons } from './offer-decision-buttons';

const mutateAsync = vi.fn((_decision: unknown) => Promise.resolve());
vi.mock('../api/decide-offer', () => ({ useDecideOffer: () => ({ mutateAsync, isPending: false }) }));

const offer = {
  id: 5,
  offerAmount: 4000,
  status: 'pending',
  coin: { id: 42, title: '1835 William IV One Rupee', price: 4500 },
  buyer: { id: 8, name: 'Vikram Rathore' },
} as Offer;

describe('OfferDecisionButtons', () => {
  beforeEach(() => mutateAsync.mockClear());

  it('asks to confirm an accept, showing the amount, and accepts only once confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OfferDecisionButtons offer={offer} userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Accept this offer of ₹4,000?')).toBeInTheDocument();
    expect(screen.getByText(/Vikram Rathore offered ₹4,000 for 1835 William IV One Rupee \(asking ₹4,500\)/)).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Accept ₹4,000' }));
    expect(mutateAsync).toHaveBeenCalledWith({ offerId: 5, status: 'accepted' });
  });

  it('does not accept when the confirmation is cancelled; Reject needs no confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OfferDecisionButtons offer={offer} userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(mutateAsync).toHaveBeenCalledWith({ offerId: 5, status: 'rejected' });
  });
});
