import Alert from '@mui/material/Alert';

/** Props of {@link ServerErrorAlert}. */
export interface ServerErrorAlertProps {
  /** The message to show; nothing is rendered when empty. */
  message: string | null | undefined;
  /** Leave a gap below the alert (default `true`; `false` inside a grid form that spaces itself). */
  gutter?: boolean;
}

/** The server's error message after a failed save or removal (`role="alert"`, announced at once). */
export function ServerErrorAlert({ message, gutter = true }: ServerErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={gutter ? { mb: 2 } : undefined} role="alert">
      {message}
    </Alert>
  );
}
