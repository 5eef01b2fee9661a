import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { renderWithProviders } from '@/test/render-with-providers';
import { PlanActivated } from './plan-activated';

/** The card's links are router links, so it is shown as the page of a one-route router. */
function renderRouted(ui: ReactElement, options: { language?: Language } = {}) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/subscription'] }) });
  return renderWithProviders(<RouterProvider router={router} />, options);
}

describe('PlanActivated', () => {
  it('sends a new seller on to list their first coin', async () => {
    renderRouted(<PlanActivated activation={{ planId: 'basic', previousTier: 'free' }} search={{ plan: 'basic', from: 'sell' }} />);
    expect(await screen.findByText('Your Basic plan is active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your first coin' })).toHaveAttribute('href', '/sell');
  });

  it('sends a buyer who came from Upgrade to Offer back to the conversation', async () => {
    renderRouted(<PlanActivated activation={{ planId: 'premium', previousTier: 'free' }} search={{ plan: 'premium', from: 'offer', conversation: 12 }} />, { language: 'hi' });
    expect(await screen.findByRole('link', { name: 'बातचीत पर वापस जाएँ' })).toHaveAttribute('href', '/messages?conversation=12');
    expect(screen.queryByRole('link', { name: /सिक्का लिस्ट/ })).not.toBeInTheDocument();
  });
});
