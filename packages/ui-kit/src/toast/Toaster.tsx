import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_SNACK, TOAST_TOP_OFFSET, attachToaster } from './toast.js';

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
  /** Distance of the toasts from the top of the window on a desktop (CSS length). */
  topOffset?: string;
}

/** The class of the top-right container, whose distance from the top the portal sets (below its top bar). */
const TOP_CONTAINER = 'agent-portal-toasts-top';

/**
 * notistack's `SnackbarProvider` (loaded apart from the critical path by
 * `ToastProvider`): on mount it takes over the toasts queued before it loaded. Toasts cover
 * nothing the agent needs (issue #28 item 8): on a phone (below `sm`) at the bottom, centred;
 * from `sm` up top right, `topOffset` below the top of the window (below the top bar and its
 * controls: search, bell, language, theme, avatar).
 */
export function Toaster({ dismissLabel, topOffset = TOAST_TOP_OFFSET }: ToasterProps) {
  useEffect(() => attachToaster({ enqueue: enqueueSnackbar, close: closeSnackbar }), []);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {/* Twice the class: above notistack's own rule of one class. */}
      <GlobalStyles styles={{ [`.${TOP_CONTAINER}.${TOP_CONTAINER}`]: { top: topOffset } }} />
      <SnackbarProvider
        maxSnack={TOAST_MAX_SNACK}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={phone ? { vertical: 'bottom', horizontal: 'center' } : { vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOP_CONTAINER }}
        preventDuplicate
        Components={components}
        action={(key: SnackbarKey) => (
          <IconButton size="small" color="inherit" aria-label={dismissLabel} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </>
  );
}
