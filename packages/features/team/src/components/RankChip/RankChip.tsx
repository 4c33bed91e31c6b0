import { RANKS, type RankCode } from '@agent-portal/api-client/wire';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { WRAPPING_CHIP_SX } from '../../styles/wrappingChip.js';

/** Props of {@link RankChip}. */
export interface RankChipProps {
  rank: RankCode;
  /** `small` (tables, tree) or `medium` (cards). Default small. */
  size?: 'small' | 'medium';
}

/** The agent's rank as a chip, translated (`team:common.ranks.*`); higher ranks are filled. */
export function RankChip({ rank, size = 'small' }: RankChipProps) {
  const { t } = useTranslation(TEAM_NS);
  const high = RANKS.indexOf(rank) >= 2;
  return <Chip size={size} color="primary" variant={high ? 'filled' : 'outlined'} label={t(`common.ranks.${rank}`)} data-rank={rank} sx={WRAPPING_CHIP_SX} />;
}
