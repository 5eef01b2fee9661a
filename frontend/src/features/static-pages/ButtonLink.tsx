import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';

/**
 * antd's Button renders an <a> when it receives `href`; TanStack's `createLink` supplies `href`
 * and the click handler that performs client-side navigation. The result is a real link that
 * looks like a button (no <button> nested inside an <a>).
 */
const AnchorButton = forwardRef<HTMLAnchorElement, ButtonProps>(function AnchorButton(props, ref) {
  return <Button {...props} ref={ref} />;
});

/** Router `Link` styled as an antd Button: `<ButtonLink to="/" type="primary">…</ButtonLink>`. */
export const ButtonLink = createLink(AnchorButton);
