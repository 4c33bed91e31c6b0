import Chip from '@mui/material/Chip';

/** The colour of a money status: paid green, pending/scheduled amber, charged back red. */
const COLOR = {
  PAID: 'success',
  PENDING: 'warning',
  SCHEDULED: 'info',
  CHARGED_BACK: 'error',
} as const;

/** Props of {@link StatusChip}. */
export interface StatusChipProps {
  /** The wire status. */
  status: keyof typeof COLOR;
  /** Its translated label. */
  label: string;
}

/** A small outlined chip for a commission, bonus or payout status. */
export function StatusChip({ status, label }: StatusChipProps) {
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={label} data-status={status} />;
}
