import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import './status-card.css';

interface StatusMessageProps {
  icon?: ReactNode;
  /** antd Result status, for the screens that use its stock pictures instead of an icon. */
  status?: 'warning' | 'error' | 'info' | 'success';
  title: string;
  description?: ReactNode;
  /** Buttons under the message. */
  extra?: ReactNode;
  /** 1 when the message is the whole screen, 2 when it sits under a page heading. */
  level?: 1 | 2;
  /** Inside a centred card (the default) or bare. */
  framed?: boolean;
}

/** A centred message with an icon and actions: access rules, empty and missing states, the 404 page. */
export function StatusMessage({ icon, status, title, description, extra, level = 2, framed = true }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const result = (
    <Result
      icon={icon}
      status={status}
      title={<Heading className="result-title">{title}</Heading>}
      subTitle={description}
      extra={extra}
    />
  );
  return framed ? <Card className="status-card">{result}</Card> : result;
}
