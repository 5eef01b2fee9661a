import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ListingForm } from './listing-form';

function renderForm(language: 'en' | 'hi' = 'en') {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ListingForm name="sell" submitLabel="Submit Listing" pending={false} onSubmit={onSubmit} />,
    { language },
  );
  return onSubmit;
}

describe('ListingForm', () => {
  it('names every missing required field and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    for (const message of [
      'Title is required',
      'Description is required',
      'Price must be greater than 0',
      'Category is required',
      'Condition is required',
      'Location is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least ₹1 and for title and description lengths', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Title'), 'ab');
    await user.type(screen.getByLabelText('Description'), 'short');
    await user.type(screen.getByLabelText('Price (₹)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByText('Price must be at least ₹1')).toBeInTheDocument();
    expect(screen.getByText('Title must be between 3 and 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be between 10 and 5000 characters')).toBeInTheDocument();
  });

  it('shows the messages in Hindi', async () => {
    const user = userEvent.setup();
    renderForm('hi');

    await user.click(screen.getByRole('button', { name: 'Submit Listing' }));

    expect(await screen.findByText('शीर्षक ज़रूरी है')).toBeInTheDocument();
  });
});
