import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NoDataImage } from './NoDataImage.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main message, e.g. the translated `common.noData`. Rendered as an `<h2>`. */
  title: string;
  /** Optional second line. */
  description?: ReactNode;
  /** Optional call to action (a button or link). */
  action?: ReactNode;
  /** Illustration; default {@link NoDataImage}. Pass `null` for none. */
  image?: ReactNode;
}

/**
 * Centered "nothing here" block for empty lists and pages (spec §2 notification
 * page "no data"): illustration, title, description and an optional action.
 */
export function EmptyState({ title, description, action, image }: EmptyStateProps) {
  return (
    <Box
      data-testid="empty-state"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: 6, px: 2 }}
    >
      {image === undefined ? <NoDataImage title="" /> : image}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
