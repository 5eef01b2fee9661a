import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ReasonPicker } from './reason-picker';

const onConfirm = vi.fn();
const onCancel = vi.fn();

function renderPicker(language: 'en' | 'hi' = 'en') {
  renderWithProviders(<ReasonPicker title="1835 One Rupee" pending={false} onConfirm={onConfirm} onCancel={onCancel} />, { language });
}

describe('ReasonPicker', () => {
  beforeEach(() => {
    onConfirm.mockClear();
    onCancel.mockClear();
  });

  it('lists the catalogue’s seven reasons, each with its digit', async () => {
    renderPicker();
    const reasons = await screen.findAllByRole('radio');
    expect(reasons).toHaveLength(7);
    expect(screen.getByRole('radio', { name: 'Replica or copy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other (write a note)' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(/1\s*Unclear photos.*7\s*Other/);
  });

  it('picks a reason with its digit and confirms with Enter', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('dialog');
    await user.keyboard('3');
    expect(screen.getByRole('radio', { name: 'Replica or copy' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({
      reasonCode: 'replica',
    });
  });

  it('does not confirm without a reason, and says so', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a reason.');
  });

  it('needs a note with Other; digits typed into the note are text, not reasons', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('dialog');
    await user.keyboard('7');
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Write a note for the seller');

    const note = screen.getByRole('textbox', {
      name: 'Note for the seller (required)',
    });
    await user.type(note, 'Photo 2 is of a different coin');
    expect(screen.getByRole('radio', { name: 'Other (write a note)' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({
      reasonCode: 'other',
      note: 'Photo 2 is of a different coin',
    });
  });

  it('sends an optional note with a catalogue reason', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('radio', { name: 'Unclear photos' }));
    await user.type(screen.getByRole('textbox', { name: 'Note for the seller (optional)' }), '  the reverse is blurred  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith({
      reasonCode: 'unclear-photos',
      note: 'the reverse is blurred',
    });
  });

  it('cancels without deciding', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('reads in Hindi', async () => {
    renderPicker('hi');
    expect(await screen.findByRole('radio', { name: 'सिक्का नहीं है' })).toBeInTheDocument();
  });
});
