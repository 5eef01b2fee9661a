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
  sellerId: 7,
  offerAmount: 4000,
  currentAmount: 4000,
  round: 0,
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

  it('offers only Reject while either party blocks the other (decisions/0084)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OfferDecisionButtons offer={offer} userId={7} rejectOnly />);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(mutateAsync).toHaveBeenCalledWith({ offerId: 5, status: 'rejected' });
  });

  it('counters with a checked amount: not blank, whole rupees, other than the one on the table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OfferDecisionButtons offer={offer} userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    const amount = screen.getByLabelText('Your counter-offer (₹)');
    expect(screen.getByRole('button', { name: 'Send counter-offer' })).toBeDisabled();

    await user.type(amount, '45.5');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Enter a whole amount in rupees, at least ₹1')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '4,000');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Counter with an amount other than ₹4,000, or accept it')).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '₹4,600');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(mutateAsync).toHaveBeenCalledWith({ offerId: 5, status: 'countered', counterAmount: 4600 });
  });

  it("lets the buyer accept the seller's counter at its amount, and offers no counter after the fifth", async () => {
    const user = userEvent.setup();
    const counter = { ...offer, status: 'countered', currentAmount: 4600, round: 5, awaiting: 'buyer' } as Offer;
    renderWithProviders(<OfferDecisionButtons offer={counter} userId={8} side="buyer" sellerName="Ananya Iyer" />);
    expect(screen.queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accept the counter-offer of ₹4,600?')).toBeInTheDocument();
    expect(screen.getByText('Ananya Iyer asks ₹4,600 for 1835 William IV One Rupee. The coin will be reserved for you at this price.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept ₹4,600' }));
    expect(mutateAsync).toHaveBeenCalledWith({ offerId: 5, status: 'accepted' });
  });
});
