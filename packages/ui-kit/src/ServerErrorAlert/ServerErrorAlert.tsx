import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** Props of {@link ServerErrorAlert}. */
export interface ServerErrorAlertProps {
  /** The message to show (the server's, as text); nothing is rendered when empty. */
  message: string | null | undefined;
  /** Leave a gap below the alert; default `true` (`false` inside a grid form that spaces itself). */
  gutter?: boolean;
  /** Shows a close button that calls it (clear the message). */
  onClose?: () => void;
  /** Extra styles of the alert. */
  sx?: SxProps<Theme>;
}

/**
 * The server's error message after a failed save or removal (spec §8), as plain text in an
 * error alert with `role="alert"` (announced at once). Renders nothing without a message.
 */
export function ServerErrorAlert({ message, gutter = true, onClose, sx }: ServerErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={[gutter ? { mb: 2 } : {}, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}>
      {message}
    </Alert>
  );
}
