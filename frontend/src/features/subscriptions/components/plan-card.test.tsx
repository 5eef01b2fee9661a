import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Plan } from '../types';
import { PlanCard } from './plan-card';

const premium: Plan = {
  id: 'premium',
  name: 'Premium',
  price: 799,
  currency: 'INR',
  features: [],
  coinListingLimit: 50,
  duration: 30,
};

describe('PlanCard', () => {
  it('shows the monthly price and the translated features, and takes the plan', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<PlanCard plan={premium} current={false} processing={false} disabled={false} onChoose={onChoose} />, { language: 'hi' });
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(screen.getByText('हर महीने 50 सिक्के तक लिस्ट करें')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'प्रीमियम लें' }));
    expect(onChoose).toHaveBeenCalledOnce();
  });

  it('is disabled and labelled Current Plan when it is the user’s plan', () => {
    renderWithProviders(<PlanCard plan={premium} current processing={false} disabled={false} onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('reads Processing... while paying', () => {
    renderWithProviders(<PlanCard plan={premium} current={false} processing disabled onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
  });

  it('is disabled with the reason and the date when a higher plan is active', () => {
    const basic: Plan = { ...premium, id: 'basic', name: 'Basic', price: 199, coinListingLimit: 5 };
    const unavailable = { label: 'Included in Premium', reason: 'Your Premium plan includes Basic until 21 Nov 2025.' };
    renderWithProviders(<PlanCard plan={basic} current={false} processing={false} disabled={false} unavailable={unavailable} onChoose={() => {}} />);
    const button = screen.getByRole('button', { name: 'Included in Premium' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your Premium plan includes Basic until 21 Nov 2025.');
  });
});
