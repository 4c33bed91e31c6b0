import { hubFileUrl } from '@agent-portal/api-client';
import type { HierarchyAgent } from '@agent-portal/api-client/wire';
import { AgentAvatar } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { AgentCard, fullName } from '../AgentCard/AgentCard.js';
import { RankChip } from '../RankChip/RankChip.js';

/** Props of {@link UplineChain}. */
export interface UplineChainProps {
  /**
   * The chain as the UPLINE preview answers it (`useGetUplineChainQuery(code)`): index 0 =
   * the agent asked for, last = the top. It is shown top-down (reversed).
   */
  chain: readonly HierarchyAgent[];
  /** The signed-in agent's code: their entry is marked "You". */
  selfCode?: string;
  /** Stop at the signed-in agent (entries above `selfCode` are left out): the side panel's preview. */
  upToSelf?: boolean;
  /** `cards` (the upline page: full `AgentCard`s) or `compact` (avatar, name, code, rank a line). Default `cards`. */
  variant?: 'cards' | 'compact';
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/** The chain top-down; with `upToSelf`, only from the signed-in agent down to the agent asked for. */
export function topDown(chain: readonly HierarchyAgent[], selfCode?: string, upToSelf = false): HierarchyAgent[] {
  const selfIndex = selfCode ? chain.findIndex((a) => a.code === selfCode) : -1;
  const shown = upToSelf && selfIndex >= 0 ? chain.slice(0, selfIndex + 1) : chain;
  return [...shown].reverse();
}

/**
 * An upline chain (issue #10; spec §1 hierarchy; CONTRACTS "Team" UPLINE preview) as a
 * vertical ordered list from the top down, each entry joined to the next by a connector
 * line; the signed-in agent's entry is marked "You". Public cards of uplines have no phone.
 */
export function UplineChain({ chain, selfCode, upToSelf = false, variant = 'cards', 'aria-label': ariaLabel }: UplineChainProps) {
  const { t } = useTranslation(TEAM_NS);
  const agents = topDown(chain, selfCode, upToSelf);
  const compact = variant === 'compact';
  return (
    <Box component="ol" aria-label={ariaLabel} data-testid="upline-chain" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {agents.map((agent, index) => {
        const self = agent.code === selfCode;
        const last = index === agents.length - 1;
        return (
          <Box
            component="li"
            key={agent.code}
            data-code={agent.code}
            sx={{
              position: 'relative',
              pb: last ? 0 : compact ? 1 : 3,
              // The connector: a vertical line from this entry down to the next one.
              '&::after': last
                ? undefined
                : { content: '""', position: 'absolute', left: compact ? 15 : 40, bottom: 0, height: compact ? 8 : 24, borderLeft: 2, borderColor: 'divider' },
            }}
          >
            {compact ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
                <AgentAvatar src={hubFileUrl(agent.avatar_url)} name={fullName(agent)} size={32} alt="" />
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} translate="no">
                  {fullName(agent)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {agent.code}
                </Typography>
                <RankChip rank={agent.rank} />
                {self ? <Chip size="small" color="secondary" label={t('agentPanel.you')} data-testid="you-marker" /> : null}
              </Box>
            ) : (
              <AgentCard agent={agent} self={self} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
