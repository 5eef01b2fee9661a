import { Button } from 'antd';

/** A full-width form submit button whose label changes while the request is on its way. */
interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
