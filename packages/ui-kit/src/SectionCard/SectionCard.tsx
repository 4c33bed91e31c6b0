import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** Space kept above a section scrolled to by its anchor, in px (room for the sticky top bar). */
export const SECTION_SCROLL_MARGIN_PX = 96;

/** Props of {@link SectionCard}. */
export interface SectionCardProps {
  /** The heading; it labels the `<section>`. */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Buttons aligned with the heading (they wrap under it on a phone). */
  actions?: ReactNode;
  /** Anchor id of the section (e.g. `recurring-transactions`); scrolled to with a 96 px margin. */
  id?: string;
  /** Id of the heading; default a generated one. Give it to label a table inside (`aria-labelledby`). */
  titleId?: string;
  /** The heading's level; default `'h2'` (the page's `<h1>` is its `PageHeader`). */
  headingLevel?: 'h2' | 'h3';
  /** Space between the header and the content, in theme spacing units; default 2. */
  titleGap?: number;
  /** Extra styles of the card. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * An outlined card `<section>` labelled by its heading (`aria-labelledby`), with an optional
 * subtitle, actions aligned with the heading and an anchor `id` (with a scroll margin, so the
 * sticky top bar does not cover it). The building block of the profile, account-setting and
 * recurring-payment pages.
 */
export function SectionCard({ title, subtitle, actions, id, titleId, headingLevel = 'h2', titleGap = 2, sx, children }: SectionCardProps) {
  const generated = useId();
  const headingId = titleId ?? generated;
  return (
    <Paper
      component="section"
      variant="outlined"
      id={id}
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 3 }, scrollMarginTop: SECTION_SCROLL_MARGIN_PX, minWidth: 0 }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: titleGap }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component={headingLevel}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}
