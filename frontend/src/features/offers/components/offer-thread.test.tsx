import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Offer, OfferStep } from '../types';
import { OfferThread } from './offer-thread';

const step = (type: OfferStep['type'], by: OfferStep['by'], amount: number | null, cause: string | null = null): OfferStep => ({
  type,
  by,
  amount,
  cause,
  at: '2026-11-29T10:00:00.000Z',
});

const offer = (history: OfferStep[]) => ({ id: 5, sellerId: 7, buyer: { id: 8, name: 'Vikram Rathore' }, history }) as Offer;

const lines = () => within(screen.getByRole('list', { name: 'Negotiation' })).getAllByRole('listitem').map((item) => item.querySelector('.offer-thread__text')?.textContent);

describe('OfferThread', () => {
  const negotiation = [step('made', 'buyer', 4000), step('countered', 'seller', 4600), step('countered', 'buyer', 4300), step('accepted', 'seller', 4300)];

  it("tells the seller the buyer's steps by name and their own as You", () => {
    renderWithProviders(<OfferThread offer={offer(negotiation)} viewerSide="seller" sellerName="Ananya Iyer" />);
    expect(lines()).toEqual(['Vikram Rathore offered ₹4,000', 'You countered with ₹4,600', 'Vikram Rathore countered with ₹4,300', 'You accepted ₹4,300']);
  });

  it("tells the buyer the seller's steps by name", () => {
    renderWithProviders(<OfferThread offer={offer(negotiation)} viewerSide="buyer" sellerName="Ananya Iyer" />);
    expect(lines()).toEqual(['You offered ₹4,000', 'Ananya Iyer countered with ₹4,600', 'You countered with ₹4,300', 'Ananya Iyer accepted ₹4,300']);
  });

  it('says how an offer ended: withdrawn, expired unanswered, closed with its listing, released', () => {
    renderWithProviders(
      <OfferThread
        offer={offer([step('made', 'buyer', 4000), step('withdrawn', 'buyer', null), step('expired', null, null, 'seller'), step('rejected', null, null, 'listing-sold'), step('released', null, null)])}
        viewerSide="seller"
        sellerName="Ananya Iyer"
      />,
    );
    expect(lines()).toEqual([
      'Vikram Rathore offered ₹4,000',
      'Vikram Rathore withdrew the offer',
      'Expired: you did not answer within 48 hours',
      'Closed: the coin was sold',
      'The reservation was released',
    ]);
  });
});
