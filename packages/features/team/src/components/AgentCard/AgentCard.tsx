import { hubFileUrl } from '@agent-portal/api-client';
import type { AgentCard as AgentCardData, AgentStatus } from '@agent-portal/api-client/wire';
import { formatPhone } from '@agent-portal/i18n';
import { AgentAvatar } from '@agent-portal/ui-kit';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { LicensedChip } from '../LicensedChip/LicensedChip.js';
import { RankChip } from '../RankChip/RankChip.js';

/**
 * What {@link AgentCard} shows of an agent: the public card (name, code, rank, licensed,
 * business email, avatar), plus the phone and status when the caller may see them (own
 * downline or self: `HierarchyAgent`/`TeamMember`; null or absent for an upline).
 */
export type AgentCardAgent = AgentCardData & { phone?: string | null; status?: AgentStatus | null };

/** Props of {@link AgentCard}. */
export interface AgentCardProps {
  agent: AgentCardAgent;
  /** Marks the signed-in agent's own card with "You". */
  self?: boolean;
  /** The heading level of the name; default `h3`. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra line(s) under the chips (e.g. the joined date). */
  children?: ReactNode;
}

/** The agent's full name, `first last`. */
export const fullName = (agent: Pick<AgentCardData, 'first_name' | 'last_name'>) => `${agent.first_name} ${agent.last_name}`.trim();

/**
 * An agent's card (issue #10; spec §1 hierarchy; CONTRACTS "Team" who reads what): avatar,
 * full name, code, rank chip, licensed chip, status (when known), and the contact
 * buttons: "Email {{name}}" (`mailto:` the business email) and "Call {{name}}"
 * (`tel:`, only when a phone is given — never for an upline's public card). "You" marks
 * the signed-in agent's own card. Server text is rendered as text.
 */
export function AgentCard({ agent, self = false, headingLevel = 'h3', children }: AgentCardProps) {
  const { t } = useTranslation(TEAM_NS);
  const nameId = useId();
  const name = fullName(agent);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      data-testid="agent-card"
      data-code={agent.code}
      sx={{ p: 2, minWidth: 0, ...(self ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <AgentAvatar src={hubFileUrl(agent.avatar_url)} name={name} size={48} alt="" />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id={nameId} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} translate="no">
              {name}
            </Typography>
            {self ? <Chip size="small" color="secondary" label={t('agentPanel.you')} data-testid="you-marker" /> : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`${t('common.code')}: ${agent.code}`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <RankChip rank={agent.rank} />
            <LicensedChip licensed={agent.is_licensed} />
            {agent.status ? (
              <Chip size="small" variant="outlined" color={agent.status === 'BLOCKED' ? 'error' : 'default'} label={t(`common.status.${agent.status}`)} data-status={agent.status} />
            ) : null}
          </Stack>
          {children}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {/* A long address is cut with an ellipsis: whole in the tooltip on hover and focus (issue #28 item 1). */}
            <Tooltip title={agent.email} describeChild>
              <Button
                size="small"
                variant="outlined"
                startIcon={<EmailOutlined />}
                href={`mailto:${agent.email}`}
                aria-label={`${t('common.sendEmail', { name })}, ${agent.email}`}
                sx={{ maxWidth: '100%', textTransform: 'none' }}
              >
                <Box component="span" data-full-text={agent.email} translate="no" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {agent.email}
                </Box>
              </Button>
            </Tooltip>
            {agent.phone ? (
              <Button size="small" variant="outlined" startIcon={<PhoneOutlined />} href={`tel:${agent.phone}`} aria-label={`${t('common.call', { name })}, ${formatPhone(agent.phone)}`}>
                {formatPhone(agent.phone)}
              </Button>
            ) : null}
          </Stack>
        </Box>
      </Box>
    </Paper>
  );
}
