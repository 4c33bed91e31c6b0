import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link CardSection}. */
export interface CardSectionProps {
  /** Id of the heading (from `useId`); the section is labelled by it, and so can a table inside. */
  titleId: string;
  /** The heading (an `<h2>`). */
  title: string;
  /** Space below the heading, in theme spacing units. */
  titleGap: number;
  children: ReactNode;
}

/** An outlined card `<section>` with an `<h2>` heading that labels it (account-setting and recurring-payment pages). */
export function CardSection({ titleId, title, titleGap, children }: CardSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
