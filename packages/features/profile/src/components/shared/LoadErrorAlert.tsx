import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Props of {@link LoadErrorAlert}. */
export interface LoadErrorAlertProps {
  /** What failed to load (the alert's text). */
  text: string;
  /** The retry button's label. */
  retryLabel: string;
  /** Loads again (e.g. the query's `refetch`). */
  onRetry: () => void;
}

/** An error alert for data that failed to load, with a small "retry" button as its action. */
export function LoadErrorAlert({ text, retryLabel, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
