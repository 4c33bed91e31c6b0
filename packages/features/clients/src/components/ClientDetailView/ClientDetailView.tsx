import type { ClientDetail } from '@agent-portal/api-client';
import { useFormatters } from '@agent-portal/i18n';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
      {/* ui-kit's PageHeader takes its title as a string: the client's name needs translate="no" on
          the <h1> itself (issue #29), so the header's layout is repeated here. */}
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" translate="no">
            {clientName(client)}
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('detail.subtitle', { date: formatDate(client.created_at) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}>
          <Button variant="outlined" component={RouterLink} to={commissionsHref(client.id)} startIcon={<ReceiptLong />}>
            {t('detail.commissions')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ClientSummaryFigures client={client} />
        <ClientContactCard client={client} />
        <PolicyTable policies={client.policies} />
      </Box>
    </>
  );
}
