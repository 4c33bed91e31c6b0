import { paths } from '@agent-portal/feature-api';
import { TruncatedText } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { DetailEntry } from '../DetailEntry/DetailEntry.js';
import { LicensedChip } from '../LicensedChip/LicensedChip.js';
import { ProblemBadges } from '../ProblemBadges/ProblemBadges.js';
import { RankChip } from '../RankChip/RankChip.js';
import { agentName, type TreeAgent } from './downlineTree.js';

/** Props of {@link NodeDetails}. */
export interface NodeDetailsProps {
  /** The selected agent, or undefined when none is selected. */
  agent: TreeAgent | undefined;
  /** The agent is the signed-in agent (no "Open in My team" link). */
  isRoot?: boolean;
}

/**
 * The selected tree node's card (issue #10): name, code, rank, licensed, business email
 * (mailto), direct and total downline, problems, and a link to `my-team?agent=<code>` (the
 * my-team page opens that agent's panel). A hint when nothing is selected.
 */
export function NodeDetails({ agent, isRoot = false }: NodeDetailsProps) {
  const { t } = useTranslation(TEAM_NS);
  if (!agent) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="node-details-empty">
        {t('tree.detailsEmpty')}
      </Typography>
    );
  }
  const name = agentName(agent);
  return (
    <Box data-testid="node-details" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }} translate="no">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('common.code')}: <TruncatedText text={agent.code} />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <RankChip rank={agent.rank} size="medium" />
        <LicensedChip licensed={agent.is_licensed} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <DetailEntry label={t('common.email')}>
          <TruncatedText text={agent.email} translate="no" href={`mailto:${agent.email}`} aria-label={`${t('common.sendEmail', { name })}, ${agent.email}`} />
        </DetailEntry>
        <DetailEntry label={t('common.directDownline')}>{agent.direct_downline_count}</DetailEntry>
        <DetailEntry label={t('common.totalDownline')}>{agent.total_downline_count}</DetailEntry>
      </Box>
      <ProblemBadges problems={agent.problems} />
      {isRoot ? null : (
        <Link component={RouterLink} to={`${paths.myTeam}?agent=${encodeURIComponent(agent.code)}`}>
          {t('tree.openInMyTeam')}
        </Link>
      )}
    </Box>
  );
}
