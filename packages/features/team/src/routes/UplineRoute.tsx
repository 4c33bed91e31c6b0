import { useGetUplineChainQuery, useGetUplineTelemetryQuery } from '@agent-portal/api-client';
import type { UplineChain as UplineChainData } from '@agent-portal/api-client/wire';
import { BusySkeleton, EmptyState, LoadErrorAlert, PageHeader, QueryState } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentCard } from '../components/AgentCard/AgentCard.js';
import { TelemetryFigures } from '../components/TelemetryFigures/TelemetryFigures.js';
import { UplineChain } from '../components/UplineChain/UplineChain.js';
import { isForbidden, useCurrentAgent } from '../hooks/useCurrentAgent.js';
import { TEAM_NS } from '../i18n/index.js';

/**
 * The `my-team/team-hierarchy/upline` route module (lazy; spec §2, §1 hierarchy; issue #10):
 * the signed-in agent's upline chain (`useGetUplineChainQuery(myCode)`: index 0 = me, last =
 * the top) shown top-down as public `AgentCard`s joined by a connector line, "You" on the
 * agent's own card; at the top of the hierarchy a friendly "no one above you" state. With a
 * downline (telemetry `total_count > 0`), the {@link TelemetryFigures} below: headcount by
 * depth, licensed vs not, new recruits, production this pay cycle vs the previous one, and
 * the problems roll-up linking to `my-team?problem=…`. A 403 reads "not allowed".
 */
export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const me = useCurrentAgent();
  const chain = useGetUplineChainQuery(me.code ?? skipToken);
  const telemetry = useGetUplineTelemetryQuery(me.id ?? skipToken);
  const chainId = useId();
  const chainError = me.isError ? me.error : chain.error;

  return (
    <>
      <PageHeader title={t('pages.uplineHierarchy')} subtitle={t('upline.subtitle')} />
      <Box component="section" aria-labelledby={chainId}>
        <Typography id={chainId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('upline.chain')}
        </Typography>
        <QueryState
          query={{
            data: chain.data,
            isLoading: me.isLoading || chain.isLoading,
            isError: me.isError || chain.isError,
            // A 403 is final: no retry.
            refetch: isForbidden(chainError) ? undefined : me.isError ? me.refetch : chain.refetch,
          }}
          errorText={isForbidden(chainError) ? t('upline.forbidden') : t('upline.loadError')}
          loading={<BusySkeleton lines={[{ height: 120 }, { height: 120 }, { height: 120 }]} label={t('upline.chain')} />}
        >
          {(agents: UplineChainData) =>
            agents.length <= 1 ? (
              <Box data-testid="top-of-hierarchy">
                <EmptyState title={t('upline.top')} description={t('upline.topHint')} image={null} />
                {agents[0] ? <AgentCard agent={agents[0]} self /> : null}
              </Box>
            ) : (
              <UplineChain chain={agents} selfCode={me.code} aria-label={t('upline.chain')} />
            )
          }
        </QueryState>
      </Box>
      {telemetry.isError ? (
        <LoadErrorAlert
          text={isForbidden(telemetry.error) ? t('upline.forbidden') : t('upline.telemetryError')}
          onRetry={isForbidden(telemetry.error) ? undefined : telemetry.refetch}
          sx={{ mt: 3 }}
        />
      ) : telemetry.data && telemetry.data.total_count > 0 ? (
        <TelemetryFigures telemetry={telemetry.data} />
      ) : null}
    </>
  );
}
