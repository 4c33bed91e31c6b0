import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_SNACK, attachToaster } from './toast.js';

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

/** Props of {@link Toaster}. */
export interface ToasterProps {
  dismissLabel: string;
}

/**
 * notistack's `SnackbarProvider` (loaded apart from the critical path by
 * `ToastProvider`): on mount it takes over the toasts queued before it loaded.
 */
export function Toaster({ dismissLabel }: ToasterProps) {
  useEffect(() => attachToaster({ enqueue: enqueueSnackbar, close: closeSnackbar }), []);
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
    />
  );
}
