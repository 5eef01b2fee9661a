import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, newAccount, registerThroughForm, signInThroughForm } from './accounts';
import { pathOf } from './browser';
import { useFreshPages } from './pages';

describe('accounts and access', () => {
  const newPage = useFreshPages();

  it('registers through the form, greets the user across a reload, and logs out', async () => {
    const page = await newPage();
    const account = newAccount('Asha Verma');

    await registerThroughForm(page, account);
    await page.getByText('Hello, Asha Verma').waitFor();
    await page.reload();
    await page.getByText('Hello, Asha Verma').waitFor();

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByText('Hello, Asha Verma').count()).toBe(0);
    expect(pathOf(page)).toBe('/');
  });

  it('sends a signed-out visitor from a protected screen to /auth', async () => {
    const page = await newPage();

    await page.goto('/listings');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('tab', { name: 'Login', exact: true }).waitFor();
  });

  it('lets the admin into the admin panel', async () => {
    const page = await newPage();

    await signInThroughForm(page, E2E_ADMIN);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    expect(await page.getByText('Access Denied').count()).toBe(0);
  });

  it('shows Access Denied to a free user on the admin panel', async () => {
    const page = await newPage();

    await registerThroughForm(page, newAccount('Ravi Kumar'));
    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
  });
});
