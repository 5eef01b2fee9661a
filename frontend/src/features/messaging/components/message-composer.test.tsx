import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { MessageComposer } from './message-composer';

const mutate = vi.fn();
vi.mock('../api/send-message', () => ({ useSendMessage: () => ({ mutate }) }));

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('MessageComposer', () => {
  beforeEach(() => {
    mutate.mockReset();
  });

  it('sends the trimmed message on Enter and empties the box', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer userId={8} conversationId={3} />);

    await user.type(box(), '  Is the price negotiable?  {Enter}');

    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0]).toBe('Is the price negotiable?');
    expect(box()).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer userId={8} conversationId={3} />);

    await user.type(box(), 'First line{Shift>}{Enter}{/Shift}Second line');

    expect(mutate).not.toHaveBeenCalled();
    expect(box()).toHaveValue('First line\nSecond line');
  });

  it('keeps Send disabled while only spaces are typed, and Enter sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer userId={8} conversationId={3} />);
    expect(sendButton()).toBeDisabled();

    await user.type(box(), '   {Enter}');

    expect(sendButton()).toBeDisabled();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('lets nothing be typed or sent while the conversation is blocked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer userId={8} conversationId={3} disabled />);
    expect(box()).toBeDisabled();
    expect(sendButton()).toBeDisabled();

    await user.type(box(), 'Hello{Enter}');

    expect(mutate).not.toHaveBeenCalled();
  });

  it('puts a message that failed back and says why', async () => {
    mutate.mockImplementation((_content: string, { onError }: { onError: (error: Error) => void }) =>
      onError(new ApiError(429, 'Too many messages: wait 20 seconds')),
    );
    const user = userEvent.setup();
    renderWithProviders(<MessageComposer userId={8} conversationId={3} />);

    await user.type(box(), 'Hello');
    await user.click(sendButton());

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('429: Too many messages: wait 20 seconds')).toBeInTheDocument();
    expect(box()).toHaveValue('Hello');
  });
});
