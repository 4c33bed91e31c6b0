import type { AgentProblem } from '@agent-portal/api-client/wire';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { WRAPPING_CHIP_SX } from '../../styles/wrappingChip.js';

const ICON = { BLOCKED: BlockOutlined, DOCUMENTS: DescriptionOutlined, LICENSE_PENDING: HourglassEmptyOutlined } as const;
const COLOR = { BLOCKED: 'error', DOCUMENTS: 'warning', LICENSE_PENDING: 'info' } as const;

/** Props of {@link ProblemBadges}. */
export interface ProblemBadgesProps {
  /** The agent's problems (wire `problems`); nothing is rendered when empty or null. */
  problems: readonly AgentProblem[] | null | undefined;
}

/**
 * An agent's problems an upline watches (blocked by failed payments, essential documents,
 * licence pending; issue #10) as small chips with an icon, a short label and the full
 * label as tooltip and accessible name.
 */
export function ProblemBadges({ problems }: ProblemBadgesProps) {
  const { t } = useTranslation(TEAM_NS);
  if (!problems || problems.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      {problems.map((problem) => {
        const Icon = ICON[problem];
        return (
          <Tooltip key={problem} title={t(`common.problems.${problem}`)}>
            <Chip
              size="small"
              color={COLOR[problem]}
              variant="outlined"
              icon={<Icon />}
              label={t(`common.problemsShort.${problem}`)}
              aria-label={t(`common.problems.${problem}`)}
              data-problem={problem}
              sx={WRAPPING_CHIP_SX}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
