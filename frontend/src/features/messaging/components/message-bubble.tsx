import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReportAction } from '@/components/report/report-action';
import type { Message } from '../types';
import { useMessageTime } from './use-message-time';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  senderName: string;
}

/**
 * One message and its time: the viewer's on the right, the other party's on the left. The server hides
 * the other party's contact details until an offer is accepted; the bubble then says why (decisions/0080).
 */
export function MessageBubble({ message, mine, senderName }: MessageBubbleProps) {
  const { t } = useTranslation('messaging');
  const messageTime = useMessageTime();
  return (
    <li className={mine ? 'chat__row chat__row--mine' : 'chat__row'}>
      <div className="chat__bubble">
        <span className="visually-hidden">{t('chat.said', { name: senderName })} </span>
        <p className="chat__text">{message.content}</p>
        {message.contactDetailsHidden && (
          <p className="chat__hidden-details">
            <LockOutlined aria-hidden /> {t('chat.detailsHidden')}
          </p>
        )}
        <time className="chat__time" dateTime={message.createdAt}>
          {messageTime(message.createdAt)}
        </time>
        {!mine && <ReportAction targetType="message" targetId={message.id} targetName={senderName} look="link" />}
      </div>
    </li>
  );
}
