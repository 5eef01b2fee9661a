import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';
import './page.css';

interface PageProps {
  /** Translated page name: the heading and the first part of the document title. */
  title: string;
  /** Shown above the heading, e.g. a back link. */
  before?: ReactNode;
  /** False when the content brings its own h1 (a coin's title): the title is then a label above it. */
  titleAsHeading?: boolean;
  children?: ReactNode;
}

/** A screen's frame: sets the document title and shows the page heading above the content. */
export function Page({ title, before, titleAsHeading = true, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className="page">
      {before}
      {titleAsHeading ? (
        <Typography.Title level={1} className="page__title">
          {title}
        </Typography.Title>
      ) : (
        <p className="page__label">{title}</p>
      )}
      {children}
    </div>
  );
}
