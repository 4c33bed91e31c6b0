import type { ClientDetail } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { PageHeader } from '@agent-portal/ui-kit';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clientName } from '../../format/name.js';
import { CLIENTS_NS } from '../../i18n/index.js';
import { ClientContactCard } from '../ClientContactCard/ClientContactCard.js';
import { ClientSummaryFigures } from '../ClientSummaryFigures/ClientSummaryFigures.js';
import { PolicyTable } from '../PolicyTable/PolicyTable.js';
import { commissionsHref } from './commissionsHref.js';

/** Props of {@link ClientDetailView}. */
export interface ClientDetailViewProps {
  /** The loaded client (`GET /integration/v1/clients/{id}`). */
  client: ClientDetail;
}

/**
 * The loaded content of `my-clients/{id}` (issue #11; spec §2): the client's name as the page's
 * `<h1>` with "Client since" under it and the "Commissions on this client" link
 * (`/reports/commissions?client_id={id}`), then the {@link ClientSummaryFigures}, the
 * {@link ClientContactCard} and the {@link PolicyTable}, one under the other. The name is marked
 * `translate="no"` (issue #29: a name is the same in every language).
 */
export function ClientDetailView({ client }: ClientDetailViewProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatDate } = useFormatters();
  return (
    <>
      <PageHeader
        title={<span translate="no">{clientName(client)}</span>}
        subtitle={t('detail.subtitle', { date: formatDate(client.created_at) })}
        actions={
          <Button variant="outlined" component={RouterLink} to={commissionsHref(client.id)} startIcon={<ReceiptLong />}>
            {t('detail.commissions')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ClientSummaryFigures client={client} />
        <ClientContactCard client={client} />
        <PolicyTable policies={client.policies} />
      </Box>
    </>
  );
}
