import { SendOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useSendMessage } from '../api/send-message';
import { MESSAGE_MAX_LENGTH, messageToSend } from '../message-rules';

interface MessageComposerProps {
  userId: number;
  conversationId: number;
  /** Nobody can write here now (a block either way): the box and Send are disabled. */
  disabled?: boolean;
}

/**
 * The box for the next message: Enter sends, Shift+Enter starts a new line; Send is disabled while
 * nothing but spaces is typed. A message that fails comes back into the box.
 */
export function MessageComposer({ userId, conversationId, disabled = false }: MessageComposerProps) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const send = useSendMessage(userId, conversationId);
  const notifyError = useErrorNotification();
  const box = useRef<InputRef>(null);
  const id = useId();
  const content = messageToSend(text);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (content === null || disabled) return;
    setText('');
    box.current?.focus();
    send.mutate(content, {
      onError: (error) => {
        setText((typed) => (typed === '' ? content : typed));
        notifyError(t('chat.sendFailed'), error);
      },
    });
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat__composer" onSubmit={submit}>
      <label htmlFor={`${id}-message`} className="visually-hidden">
        {t('chat.inputLabel')}
      </label>
      <Input.TextArea
        ref={box}
        id={`${id}-message`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter}
        placeholder={t('chat.placeholder')}
        autoSize={{ minRows: 1, maxRows: 5 }}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
      />
      <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} disabled={content === null || disabled}>
        {t('chat.send')}
      </Button>
      <p id={`${id}-hint`} className="chat__hint">
        {t('chat.hint')}
      </p>
    </form>
  );
}
