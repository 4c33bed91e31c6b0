import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** Props of {@link SideSheet}. */
export interface SideSheetProps {
  open: boolean;
  /** Escape, the backdrop or a close button: the caller clears what is shown. */
  onClose: () => void;
  /** Id of the heading inside that names the dialog. */
  titleId: string;
  /** Width on `sm` and up, in px (default 440). */
  width?: number;
  /** Forwarded to the paper (e2e hooks). */
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A row's details beside a list (team's agent panel, a commission's detail): an MUI `Drawer`
 * anchored right (`width` px, default 440) from `sm` up, a full-width bottom sheet (up to 90 %
 * of the height, rounded top) on a phone. A modal `dialog` named by `titleId`: focus moves in,
 * Escape and the backdrop close it, and focus returns to what opened it (e.g. the table row).
 */
export function SideSheet({ open, onClose, titleId, width = 440, children, 'data-testid': testId }: SideSheetProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          ...(testId ? { 'data-testid': testId } : {}),
          sx: phone ? { width: '100%', maxHeight: '90vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } : { width, maxWidth: '100%' },
        },
      }}
    >
      {children}
    </Drawer>
  );
}
