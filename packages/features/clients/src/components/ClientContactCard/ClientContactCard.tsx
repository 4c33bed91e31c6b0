import type { ClientDetail } from '@agent-portal/api-client/wire';
import { formatPhone, useFormatters } from '@agent-portal/i18n';
import { LabelledValue, SectionCard, TruncatedText } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clientName } from '../../format/name.js';

import { CLIENTS_NS } from '../../i18n/index.js';

/** Props of {@link ClientContactCard}. */
export interface ClientContactCardProps {
  /** The client (`GET /clients/{id}`): email, E.164 phone, address, ISO date of birth and `created_at`. */
  client: ClientDetail;
}

/** One term and its value of the card's description list. */
function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <LabelledValue label={term} sx={{ minWidth: 0 }}>
      {children}
    </LabelledValue>
  );
}

/**
 * The client's contact card on `my-clients/{id}` (issue #11): email (a `mailto:` link), phone
 * (a `tel:` link with the E.164 number, shown readably, e.g. "(512) 555-0111"), the postal
 * address on its lines, date of birth and client since; "—" for what is unknown. A description
 * list in an outlined section; two columns from `sm` up, one on a phone. The address is marked
 * `translate="no"` (issue #29).
 */
export function ClientContactCard({ client }: ClientContactCardProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatDate } = useFormatters();
  const none = t('common.none');
  const name = clientName(client);
  const address = client.address;
  return (
    <SectionCard title={t('detail.contact.title')}>
      <Box
        component="dl"
        data-testid="client-contact"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Entry term={t('detail.contact.email')}>
          {client.email ? (
            <TruncatedText text={client.email} translate="no" href={`mailto:${client.email}`} aria-label={`${t('detail.contact.emailTo', { name })}, ${client.email}`} />
          ) : (
            none
          )}
        </Entry>
        <Entry term={t('detail.contact.phone')}>
          {client.phone ? (
            <Link href={`tel:${client.phone}`} aria-label={`${t('detail.contact.call', { name })}, ${formatPhone(client.phone)}`}>
              {formatPhone(client.phone)}
            </Link>
          ) : (
            none
          )}
        </Entry>
        <Entry term={t('detail.contact.address')}>
          {address ? (
            <Box component="span" data-testid="client-address" translate="no" sx={{ display: 'flex', flexDirection: 'column' }}>
              <span>{address.line1}</span>
              {address.line2 ? <span>{address.line2}</span> : null}
              <span>{`${address.city}, ${address.state_code} ${address.zip}`}</span>
            </Box>
          ) : (
            none
          )}
        </Entry>
        <Entry term={t('detail.contact.dateOfBirth')}>{client.date_of_birth ? formatDate(client.date_of_birth) : none}</Entry>
        <Entry term={t('detail.contact.clientSince')}>{formatDate(client.created_at)}</Entry>
      </Box>
    </SectionCard>
  );
}
