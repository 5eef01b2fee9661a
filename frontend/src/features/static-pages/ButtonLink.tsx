import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';

/**
 * antd's Button renders an <a> when it receives `href`; TanStack's `createLink` supplies `href`
 * and the click handler that performs client-side navigation. The result is a real link that
 * looks like a button (no <button> nested inside an <a>).
 */
type AnchorButtonProps = Omit<ButtonProps, 'type' | 'htmlType'>;

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(function AnchorButton(
  props,
  ref,
) {
  return <Button {...props} ref={ref} />;
});

/**
 * Router `Link` styled as an antd Button: `<ButtonLink to="/" color="primary" variant="solid">`.
 * Use `color` + `variant`, not `type`: the router's link drops a `type` prop before rendering.
 */
export const ButtonLink = createLink(AnchorButton);
