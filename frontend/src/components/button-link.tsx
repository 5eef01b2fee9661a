import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

type AnchorButtonProps = ButtonProps & { ref?: Ref<HTMLAnchorElement & HTMLButtonElement> };

/** antd renders a Button with an href as an anchor, so the router can drive it like a Link. */
function AnchorButton(props: AnchorButtonProps) {
  return <Button {...props} />;
}

/** An antd Button that navigates like a router Link (real href, middle-click, preloading). */
export const ButtonLink = createLink(AnchorButton);
