import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** A full-width form submit button whose label changes while the request is on its way. */
interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/**
 * Its own spinner rather than antd's `loading`: with motion off (a person who asks for reduced motion,
 * and the browser tests) antd's spinner never finished leaving, so after a refused attempt the button
 * stayed named "loading Sign In" for screen readers. This one is gone as soon as the answer is.
 */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" size="large" block disabled={pending} aria-busy={pending} icon={pending ? <LoadingOutlined aria-hidden /> : undefined}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
