import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

/**
 * The router drops a custom link's `type` prop (it means something else on anchors), so the
 * button style is chosen with antd's `color` and `variant` instead: `color="primary" variant="solid"`.
 */
type AnchorButtonProps = Omit<ButtonProps, 'type' | 'htmlType'> & {
  ref?: Ref<HTMLAnchorElement & HTMLButtonElement>;
};

/** antd renders a Button with an href as an anchor, so the router can drive it like a Link. */
function AnchorButton(props: AnchorButtonProps) {
  return <Button {...props} />;
}

/** An antd Button that navigates like a router Link (real href, middle-click, preloading). */
export const ButtonLink = createLink(AnchorButton);
