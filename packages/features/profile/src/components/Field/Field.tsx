import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link Field}. */
export interface FieldProps {
  /** The name of the value (a `<dt>`), e.g. "Account holder". */
  label: string;
  /** The value (a `<dd>`); long values wrap anywhere. */
  value: ReactNode;
}

/**
 * One label/value pair of a read-only view (personal information, bank account, payment card):
 * a `<dt>` and its `<dd>`, to be placed inside a `<dl>`.
 */
export function Field({ label, value }: FieldProps) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}
