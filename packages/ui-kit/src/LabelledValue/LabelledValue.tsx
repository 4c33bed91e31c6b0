import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Props of {@link LabelledValue}. */
export interface LabelledValueProps {
  /** The name of the value (the `<dt>`), e.g. "Account holder". */
  label: ReactNode;
  /** The value (the `<dd>`); long values wrap anywhere. */
  children: ReactNode;
  /** Styles of the pair's box, e.g. `{ minWidth: 0 }` in a grid; without it the pair is a plain `<div>`. */
  sx?: SxProps<Theme>;
}

/**
 * One label/value pair of a read-only view (spec §2 my-profile, a client's contact card): a `<dt>`
 * in the secondary text colour and its `<dd>`, grouped in a `<div>`, to be placed inside a `<dl>`.
 * @example
 * <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
 *   <LabelledValue label={t('bank.holder')}>{account.holder_name}</LabelledValue>
 * </Box>
 */
export function LabelledValue({ label, children, sx }: LabelledValueProps) {
  const pair = (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
  return sx === undefined ? <div>{pair}</div> : <Box sx={sx}>{pair}</Box>;
}
