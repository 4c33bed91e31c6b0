import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /**
   * The page title, rendered as the page's only `<h1>`: a text, or nodes when part of it is data
   * (e.g. a client's name in `<span translate="no">`, issue #29).
   */
  title: ReactNode;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** Optional buttons aligned right (wrapped under the title when it is long, still at the right edge). */
  actions?: ReactNode;
}

/** A page's heading block: `<h1>` title, subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1">{title}</Typography>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {/* ml auto: wrapped under a long title (ru, de) the actions stay at the right edge, where the
          page's right-aligned controls expect them, instead of floating at the left (issue #28 item 2). */}
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}>{actions}</Box> : null}
    </Box>
  );
}
