import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link DetailEntry}. */
export interface DetailEntryProps {
  /** The name of the value (the `<dt>`), e.g. "Direct downline". */
  label: ReactNode;
  /** The value (the `<dd>`). */
  children: ReactNode;
  /** Test id of the `<dd>`, e.g. `direct-count`; none when absent. */
  'data-testid'?: string;
}

/**
 * One label/value pair of an agent's details (issue #10): a `<dt>` in the secondary text colour and
 * its `<dd>`, with no wrapper, so they sit side by side in the two columns of the enclosing `<dl>`
 * grid (the tree's node details, the agent panel's counts; the `<dl>` styles its `dd`s).
 * ui-kit's `LabelledValue` is the stacked variant, each pair in its own `<div>`.
 */
export function DetailEntry({ label, children, 'data-testid': testId }: DetailEntryProps) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}
