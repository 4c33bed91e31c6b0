import { hubFileUrl } from '@agent-portal/api-client';
import type { DownlinePreviewPage, HierarchyAgent, UplineChain as UplineChainData } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { AgentAvatar, QueryState, SideSheet, type QueryLike } from '@agent-portal/ui-kit';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { AgentCard, fullName } from '../AgentCard/AgentCard.js';
import { DetailEntry } from '../DetailEntry/DetailEntry.js';
import { ProblemBadges } from '../ProblemBadges/ProblemBadges.js';
import { RankChip } from '../RankChip/RankChip.js';
import { UplineChain } from '../UplineChain/UplineChain.js';

/** How many direct children the panel previews (`getDownlinePreview` `limit`). */
export const DOWNLINE_PREVIEW_LIMIT = 10;

/** Props of {@link AgentPanel}. */
export interface AgentPanelProps {
  /** The agent (`useGetHierarchyAgentQuery(code)`: a downline agent, every field set). */
  agent: QueryLike<HierarchyAgent>;
  /** The agent query's error text (e.g. a 403: "This agent is not in your downline."); default `agentPanel.loadError`. */
  agentErrorText?: string;
  /** The agent's chain (`useGetUplineChainQuery(agent.code)`): shown from the signed-in agent down to them. */
  upline: QueryLike<UplineChainData>;
  /** The agent's first direct children (`useGetDownlinePreviewQuery({ code, limit: 10 })`, `count` = all of them). */
  downline: QueryLike<DownlinePreviewPage>;
  /** The signed-in agent's code (the upline preview stops there and marks it "You"). */
  selfCode?: string;
  /** Closes the panel (the close button; the drawer's Escape). */
  onClose: () => void;
  /** Id of the panel's heading (the drawer is labelled by it). */
  titleId?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The side panel of a downline agent on `my-team` (issue #10; CONTRACTS "Team"): the
 * agent's card (contact buttons "Email {{name}}" / "Call {{name}}"), status, joined date,
 * direct and total downline, problems, the upline from the signed-in agent down to them,
 * and their first {@link DOWNLINE_PREVIEW_LIMIT} direct children with "and N more". Each
 * part has its own loading skeleton and error with retry.
 */
export function AgentPanel({ agent, agentErrorText, upline, downline, selfCode, onClose, titleId }: AgentPanelProps) {
  const { t } = useTranslation(TEAM_NS);
  const { formatDate } = useFormatters();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="agent-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('agentPanel.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('agentPanel.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <QueryState query={agent} errorText={agentErrorText ?? t('agentPanel.loadError')}>
        {(a: HierarchyAgent) => (
          <>
            <AgentCard agent={a} self={a.code === selfCode}>
              {a.joined_at ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="agent-joined">
                  {`${t('agentPanel.joined')}: ${formatDate(a.joined_at)}`}
                </Typography>
              ) : null}
            </AgentCard>
            <Section title={t('agentPanel.counts')}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
                <DetailEntry label={t('common.directDownline')} data-testid="direct-count">
                  {a.direct_downline_count}
                </DetailEntry>
                <DetailEntry label={t('common.totalDownline')} data-testid="total-count">
                  {a.total_downline_count}
                </DetailEntry>
              </Box>
            </Section>
            <Section title={t('agentPanel.problems')}>
              {a.problems && a.problems.length > 0 ? (
                <ProblemBadges problems={a.problems} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('agentPanel.noProblems')}
                </Typography>
              )}
            </Section>
          </>
        )}
      </QueryState>
      <Section title={t('agentPanel.upline')}>
        <QueryState query={upline} errorText={t('agentPanel.uplineError')}>
          {(chain: UplineChainData) => <UplineChain chain={chain} selfCode={selfCode} upToSelf variant="compact" aria-label={t('agentPanel.upline')} />}
        </QueryState>
      </Section>
      <Section title={t('agentPanel.downline')}>
        <QueryState query={downline} errorText={t('agentPanel.downlineError')}>
          {(page: DownlinePreviewPage) =>
            page.count === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('agentPanel.noDownline')}
              </Typography>
            ) : (
              <>
                <Box component="ul" aria-label={t('agentPanel.downline')} data-testid="downline-preview" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {page.data.map((child) => (
                    <Box component="li" key={child.code} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
                      <AgentAvatar src={hubFileUrl(child.avatar_url)} name={fullName(child)} size={28} alt="" />
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} translate="no">
                        {fullName(child)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {child.code}
                      </Typography>
                      <RankChip rank={child.rank} />
                    </Box>
                  ))}
                </Box>
                {page.count > page.data.length ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="downline-more">
                    {t('agentPanel.more', { count: page.count - page.data.length })}
                  </Typography>
                ) : null}
              </>
            )
          }
        </QueryState>
      </Section>
    </Box>
  );
}

/** Props of {@link AgentDrawer}. */
export interface AgentDrawerProps {
  open: boolean;
  /** Escape, the backdrop or the close button: the caller clears the selected agent. */
  onClose: () => void;
  /** Id of the heading naming the dialog. */
  titleId: string;
  children: ReactNode;
}

/**
 * The ui-kit `SideSheet` holding an {@link AgentPanel}: anchored right (440 px) from `sm` up, a
 * full-width bottom sheet (up to 90 % of the height) on a phone. A modal `dialog` named
 * by `titleId`; Escape closes it, and focus returns to what opened it (the table row).
 */
export function AgentDrawer({ open, onClose, titleId, children }: AgentDrawerProps) {
  return (
    <SideSheet open={open} onClose={onClose} titleId={titleId}>
      {children}
    </SideSheet>
  );
}
