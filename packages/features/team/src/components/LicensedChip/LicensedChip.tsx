import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { WRAPPING_CHIP_SX } from '../../styles/wrappingChip.js';

/** Props of {@link LicensedChip}. */
export interface LicensedChipProps {
  /** The agent's `is_licensed` (§3, §6). */
  licensed: boolean;
}

/** "Licensed" (green, with a tick) or "Not licensed" (grey): never colour alone. */
export function LicensedChip({ licensed }: LicensedChipProps) {
  const { t } = useTranslation(TEAM_NS);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={licensed ? 'success' : 'default'}
      icon={licensed ? <CheckCircleOutline /> : <RemoveCircleOutline />}
      label={t(licensed ? 'common.licensed' : 'common.unlicensed')}
      sx={WRAPPING_CHIP_SX}
    />
  );
}
