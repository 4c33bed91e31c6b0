import {
  useDecidePromotionMutation,
  useGeneratePromotionMutation,
  useGetHierarchyAgentQuery,
  useListPromotionsQuery,
  useValidatePromotionQuery,
  type GatewayError,
} from '@agent-portal/api-client';
import type { PromotionNotEligibleBody, PromotionRequest, PromotionRequirement } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { ConfirmDialog, EmptyState, PageHeader, QueryState, SectionCard, showToast, usePaging } from '@agent-portal/ui-kit';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecideDialog, type PromotionDecision } from '../components/DecideDialog/DecideDialog.js';
import { PromotionProgress, requirementMissing } from '../components/PromotionProgress/PromotionProgress.js';
import { MyPromotionRequests, PromotionsToDecide, personName } from '../components/PromotionRequests/PromotionRequests.js';
import { RankChip } from '../components/RankChip/RankChip.js';
import { useCurrentAgent } from '../hooks/useCurrentAgent.js';
import { TEAM_NS } from '../i18n/index.js';

/** What came of the last "Request promotion" that failed (the POST is silent: the page says it). */
type RequestOutcome = { kind: 'unmet'; message: string; unmet: PromotionRequirement[] } | { kind: 'pending' } | { kind: 'failed'; message: string };

/** The outcome of a failed `POST /promotion/generate` (422 unmet, 409 pending, else its message). */
function outcomeOf(caught: unknown): RequestOutcome {
  const error = caught as Partial<GatewayError>;
  if (error.status === 409) return { kind: 'pending' };
  if (error.status === 422) {
    const body = error.data as Partial<PromotionNotEligibleBody> | undefined;
    return { kind: 'unmet', message: body?.message ?? error.message ?? '', unmet: Array.isArray(body?.unmet) ? body.unmet : [] };
  }
  return { kind: 'failed', message: error.message ?? '' };
}

/** The decision dialog's state: the request and the decision (kept while the dialog closes). */
interface Deciding {
  request: PromotionRequest | null;
  decision: PromotionDecision;
}

/**
 * The `promotion` route module (lazy; licensed agents only, spec §6 — the route guard denies
 * the others; issue #10; docs/CONTRACTS.md "Team" promotion):
 *
 * - the agent's current rank → next rank from `GET /promotion/validate/{code}` (the
 *   `Promotion` tag: a decision pushed over the socket refetches it, so the rank shown changes
 *   without a reload; the rank is read nowhere else), a {@link PromotionProgress} per
 *   requirement, and "Request promotion" (enabled only when `eligible`) → confirm →
 *   `POST /promotion/generate` (silent: success toast; 422 the server's message and the unmet
 *   requirements; 409 "You already have a pending request"). A pending request shows as
 *   "Pending since …"; the top of the ladder as "You hold the highest rank";
 * - "My requests" (`scope=MINE`), server-paged;
 * - "To decide" (`scope=TO_DECIDE`) with Approve / Decline → {@link DecideDialog} →
 *   `POST /promotion/approve`; hidden when empty for an agent without a downline.
 */
export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const { formatDateTime } = useFormatters();
  const agent = useCurrentAgent();
  const code = agent.code;
  const validation = useValidatePromotionQuery(code ?? skipToken);
  const self = useGetHierarchyAgentQuery(code ?? skipToken);
  const minePaging = usePaging();
  const decidePaging = usePaging();
  const mine = useListPromotionsQuery(code ? { scope: 'MINE', page: minePaging.page, limit: minePaging.pageSize } : skipToken);
  const toDecide = useListPromotionsQuery(code ? { scope: 'TO_DECIDE', page: decidePaging.page, limit: decidePaging.pageSize } : skipToken);
  const pendingId = validation.data?.pending_request_id ?? null;
  const pending = useListPromotionsQuery(pendingId !== null ? { scope: 'MINE', status: 'PENDING', page: 1, limit: 1 } : skipToken);
  const pendingRequest = pending.data?.data.find((r) => r.id === pendingId);
  const [generate, generation] = useGeneratePromotionMutation();
  const [decide] = useDecidePromotionMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const [deciding, setDeciding] = useState<Deciding>({ request: null, decision: 'APPROVED' });

  const nextRank = validation.data?.next_rank ?? null;
  const nextRankName = nextRank ? t(`common.ranks.${nextRank}`) : '';

  const requestPromotion = async () => {
    setOutcome(null);
    try {
      await generate().unwrap();
      showToast(t('promotion.requested', { rank: nextRankName }), 'success');
    } catch (caught) {
      setOutcome(outcomeOf(caught));
    } finally {
      setConfirming(false);
    }
  };

  const openDecision = useCallback((request: PromotionRequest, decision: PromotionDecision) => setDeciding({ request, decision }), []);
  const closeDecision = () => setDeciding((d) => ({ ...d, request: null }));
  const submitDecision = async (note: string | undefined) => {
    const request = deciding.request;
    if (!request) return;
    await decide({ request_id: request.id, decision: deciding.decision, ...(note === undefined ? {} : { note }) }).unwrap();
    const name = personName(request.requester);
    showToast(t(deciding.decision === 'APPROVED' ? 'promotion.decide.approved' : 'promotion.decide.declined', { name }), 'success');
    closeDecision();
  };

  const hideToDecide = toDecide.data?.count === 0 && self.data?.direct_downline_count === 0;

  return (
    <>
      <PageHeader title={t('pages.promotion')} subtitle={t('promotion.subtitle')} />
      <SectionCard title={nextRank ? t('promotion.requirements', { rank: nextRankName }) : t('promotion.currentRank')} sx={{ mb: 3 }}>
        <QueryState
          query={validation}
          isLoading={validation.isLoading || agent.isLoading}
          onRetry={agent.isError ? agent.refetch : validation.refetch}
          errorText={t('promotion.loadError')}
        >
          {(v) => (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="rank-ladder">
                <Typography variant="body2" color="text.secondary">
                  {t('promotion.currentRank')}
                </Typography>
                <RankChip rank={v.current_rank} size="medium" />
                {v.next_rank ? (
                  <>
                    <Typography aria-hidden>→</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('promotion.nextRank')}
                    </Typography>
                    <RankChip rank={v.next_rank} size="medium" />
                  </>
                ) : null}
              </Box>
              {v.next_rank === null ? (
                <EmptyState
                  title={t('promotion.topRank')}
                  description={t('promotion.topRankHint', { rank: t(`common.ranks.${v.current_rank}`) })}
                  image={<EmojiEventsOutlined color="primary" sx={{ fontSize: 64 }} aria-hidden />}
                />
              ) : (
                <>
                  <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                    {v.requirements.map((r) => (
                      <PromotionProgress key={r.key} requirement={r} />
                    ))}
                  </Box>
                  {v.pending_request_id !== null ? (
                    <Alert severity="info" icon={<HourglassEmptyOutlined />} data-testid="promotion-pending">
                      {pendingRequest ? t('promotion.pendingSince', { date: formatDateTime(pendingRequest.requested_at) }) : t('promotion.pending')}
                    </Alert>
                  ) : (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                      <Button variant="contained" disabled={!v.eligible || generation.isLoading} onClick={() => setConfirming(true)} aria-describedby={v.eligible ? undefined : 'promotion-not-eligible'}>
                        {t('promotion.request')}
                      </Button>
                      {v.eligible ? null : (
                        <Typography id="promotion-not-eligible" variant="body2" color="text.secondary">
                          {t('promotion.notEligible')}
                        </Typography>
                      )}
                    </Box>
                  )}
                  {outcome ? <RequestOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
                </>
              )}
            </Box>
          )}
        </QueryState>
      </SectionCard>
      <SectionCard title={t('promotion.mine.title')} sx={{ mb: 3 }}>
        <MyPromotionRequests
          rows={mine.currentData?.data}
          pagination={minePaging.pagination(mine.currentData?.count ?? 0)}
          loading={mine.isFetching}
          error={mine.isError}
          onRetry={mine.refetch}
        />
      </SectionCard>
      {hideToDecide ? null : (
        <SectionCard title={t('promotion.toDecide.title')} subtitle={t('promotion.toDecide.subtitle')}>
          <PromotionsToDecide
            rows={toDecide.currentData?.data}
            pagination={decidePaging.pagination(toDecide.currentData?.count ?? 0)}
            loading={toDecide.isFetching}
            error={toDecide.isError}
            onRetry={toDecide.refetch}
            onDecide={openDecision}
          />
        </SectionCard>
      )}
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('promotion.confirmTitle', { rank: nextRankName })}
        description={t('promotion.confirmText')}
        confirmLabel={t('promotion.confirmAction')}
        busy={generation.isLoading}
        onConfirm={requestPromotion}
        onClose={() => setConfirming(false)}
      />
      <DecideDialog request={deciding.request} decision={deciding.decision} onSubmit={submitDecision} onClose={closeDecision} />
    </>
  );
}

/** The failed request's outcome, as text: the server's message and the unmet requirements, or "already pending". */
function RequestOutcomeAlert({ outcome, onClose }: { outcome: RequestOutcome; onClose: () => void }) {
  const { t } = useTranslation(TEAM_NS);
  const { formatMoney } = useFormatters();
  if (outcome.kind === 'pending') {
    return (
      <Alert severity="warning" role="alert" onClose={onClose}>
        {t('promotion.alreadyPending')}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error" role="alert" onClose={onClose}>
        {t('promotion.requestFailed', { message: outcome.message })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" onClose={onClose} data-testid="promotion-unmet">
      <Typography variant="body2">{outcome.message}</Typography>
      {outcome.unmet.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('promotion.stillMissing')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcome.unmet.map((r) => (
              <li key={r.key}>{`${t(`promotion.requirement.${r.key}`)}: ${requirementMissing(r, t, formatMoney)}`}</li>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
