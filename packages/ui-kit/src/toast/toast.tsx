import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';

/** How long a toast stays, in ms (spec §8, §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/** At most this many toasts are on screen at once. */
export const TOAST_MAX_SNACK = 3;

/** Identifies one toast (notistack's `SnackbarKey`). */
export type ToastKey = SnackbarKey;

/** Kinds of toast (spec §8: success, error, warning; plus info). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': {
    backgroundColor: theme.palette.info.main,
    color: theme.palette.info.contrastText,
  },
}));

const components = {
  success: ThemedContent,
  error: ThemedContent,
  warning: ThemedContent,
  info: ThemedContent,
};

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's dismiss button. Default `"Dismiss"`. */
  dismissLabel?: string;
}

/**
 * Mount once near the root (inside the theme): notistack's `SnackbarProvider`
 * with {@link TOAST_DURATION_MS} (5000 ms), at most 3 toasts, top-right, no
 * duplicates, and a dismiss button on each toast.
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss' }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_SNACK}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      Components={components}
      action={(key: SnackbarKey) => (
        <IconButton size="small" color="inherit" aria-label={dismissLabel} onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}

/**
 * Show a toast from anywhere, React or not (the data layer uses it for failed
 * requests, spec §8). The text is rendered as plain text, never as HTML.
 * Needs a mounted {@link ToastProvider}.
 *
 * @param text the message (server text is fine: it is not parsed).
 * @param variant `'success' | 'error' | 'warning' | 'info'`, default `'info'`.
 * @returns the toast's key, for `closeToast`.
 */
export function showToast(text: string, variant: ToastVariant = 'info'): ToastKey {
  return enqueueSnackbar(String(text), { variant });
}

/**
 * Close one toast by key, or every toast when called without a key.
 */
export function closeToast(key?: ToastKey): void {
  closeSnackbar(key);
}
