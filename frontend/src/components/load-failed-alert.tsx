import { Alert, Button } from 'antd';

interface LoadFailedAlertProps {
  /** What could not be loaded, in the reader's language. */
  title: string;
  error: Error;
  retryLabel: string;
  onRetry: () => unknown;
}

/** A list or screen that could not be loaded: the reason and a button to try again. */
export function LoadFailedAlert({ title, error, retryLabel, onRetry }: LoadFailedAlertProps) {
  return <Alert type="error" showIcon title={title} description={error.message} action={<Button onClick={() => void onRetry()}>{retryLabel}</Button>} />;
}
