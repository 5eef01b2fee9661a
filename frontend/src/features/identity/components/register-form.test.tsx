import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('says "Passwords don\'t match" on the confirm field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<RegisterForm onSignedIn={() => {}} />);

    await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct-horsf');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const confirm = screen.getByLabelText('Confirm Password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('explains an invalid mobile number', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSignedIn={() => {}} />);

    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('Enter a valid 10-digit Indian mobile number starting with 6, 7, 8 or 9'),
    ).toBeInTheDocument();
  });
});
