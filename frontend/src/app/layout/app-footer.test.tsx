import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/i18n/languages';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppFooter } from './app-footer';

async function renderFooter(language: Language) {
  const router = createRouter({
    routeTree: createRootRoute({ component: AppFooter }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { language });
  return screen.findByRole('navigation', { name: language === 'en' ? 'Legal' : 'कानूनी' });
}

describe('AppFooter', () => {
  it("links every static page with the page's own title", async () => {
    const legal = await renderFooter('en');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Disclaimer' })).toHaveAttribute('href', '/disclaimer');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Shipping & Delivery' })).toHaveAttribute('href', '/shipping-delivery');
    expect(screen.getByRole('link', { name: 'Subscription Policy' })).toHaveAttribute('href', '/cancellation-refund');
  });

  it('names them in Hindi without loading the static pages text', async () => {
    const legal = await renderFooter('hi');
    expect(within(legal).getByRole('link', { name: 'सेवा की शर्तें' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'सदस्यता नीति' })).toHaveAttribute('href', '/cancellation-refund');
  });

  it('links Antiquities and the Law with the other policy pages, in both languages', async () => {
    await renderFooter('en');
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Antiquities and the Law' })).toHaveAttribute('href', '/antiquities');
  });

  it('names the antiquities page in Hindi', async () => {
    await renderFooter('hi');
    expect(screen.getByRole('link', { name: 'पुरावशेष और क़ानून' })).toHaveAttribute('href', '/antiquities');
  });
});
