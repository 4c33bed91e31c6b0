import {
  useAddPaymentCardMutation,
  useGetPaymentCardQuery,
  useRemovePaymentCardMutation,
} from '@agent-portal/api-client';
import { cardBrandName } from '@agent-portal/api-client/wire';
import { EditableSectionForm, bindFormikTextField, useEditableSection } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardProviderError, type CardProviderAdapter } from '../../card-provider/index.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { cardDigits, cardSchema, cvvSize, formatCardNumber, formatExpiry, parseExpiry, type CardFormValues } from '../../validation/card.js';
import { translateError } from '../../validation/messages.js';
import { Field } from '../Field/Field.js';
import { AddFormHeading, SingleItemSection } from '../SingleItemSection/SingleItemSection.js';
import { useCardProvider } from './useCardProvider.js';

/** Props of {@link PaymentCard}. */
export interface PaymentCardProps {
  /** The signed-in agent's id. */
  userId: number;
  /** The card provider; default: the one the runtime config selects (`useCardProvider`). */
  provider?: CardProviderAdapter | null;
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvv: '' };

/** Braintree hosted-field containers (ids rendered by the form). */
const HOSTED = { number: '#bt-card-number', expirationDate: '#bt-card-expiry', cvv: '#bt-card-cvv' };

/**
 * The agent's one payment card (issue #4, §7 `agent-payment-card`): brand, last four and
 * expiry; adding it validates number (Luhn, brand), expiry and CVV with card-validator — an
 * invalid card shows the errors and sends nothing — then the card provider (sandbox or
 * Braintree hosted fields, from the runtime config) turns it into a token, and only the token,
 * brand, last four and expiry go to `POST /agent-payment-card`. Deleting asks first, in a ui-kit
 * `ConfirmDialog` (`PUT /agent-payment-card`). Built on {@link SingleItemSection} and ui-kit's
 * `bindFormikTextField`, `useEditableSection` (the add form: §5 invalid submit, emptied after saving, the
 * focus back on "Add" when cancelled) and `EditableSectionForm`.
 */
export function PaymentCard({ userId: _userId, provider: injected }: PaymentCardProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const configured = useCardProvider();
  const provider = injected === undefined ? configured : injected;
  const query = useGetPaymentCardQuery();
  const [add] = useAddPaymentCardMutation();
  const [remove, removal] = useRemovePaymentCardMutation();
  const hosted = provider?.usesHostedFields ?? false;
  const section = useEditableSection<CardFormValues>({
    initialValues: EMPTY,
    validationSchema: hosted ? undefined : cardSchema,
    savedMessage: t('card.added'),
    resetAfterSave: true,
    onSave: async (values) => {
      // A provider failure is the form's message (thrown with it), and nothing is sent.
      if (!provider) throw new Error(t('card.providerUnavailable'));
      let tokenized;
      try {
        const expiry = parseExpiry(values.expiry);
        tokenized = hosted
          ? await provider.tokenize()
          : await provider.tokenize({ number: cardDigits(values.number), exp_month: expiry!.exp_month, exp_year: expiry!.exp_year, cvv: values.cvv });
      } catch (error) {
        const message = error instanceof CardProviderError ? error.message : String(error);
        throw new Error(t('card.providerError', { message }));
      }
      await add(tokenized).unwrap();
    },
  });
  const { formik, editing: adding, setServerError } = section;

  useEffect(() => {
    if (!adding || !hosted || !provider?.mount) return undefined;
    provider.mount(HOSTED).catch(() => setServerError(t('card.providerUnavailable')));
    return () => {
      void provider.teardown?.();
    };
  }, [adding, hosted, provider, setServerError, t]);


  const field = bindFormikTextField(formik, { idPrefix: 'card', translateError: (message) => translateError(t, message) });
  const text = (name: keyof CardFormValues, format: (v: string) => string) => ({
    ...field(name),
    onChange: (event: { target: { value: string } }) => void formik.setFieldValue(name, format(event.target.value)),
  });

  const card = query.data;
  const hostedBox = { border: 1, borderColor: 'divider', borderRadius: 1, height: 56, px: 1.5, display: 'flex', alignItems: 'center' };
  return (
    <SingleItemSection
      texts="card"
      query={query}
      hasItem={Boolean(card)}
      section={section}
      onRemove={() => remove().unwrap()}
      removing={removal.isLoading}
    >
      {card ? (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }} data-testid="payment-card-view">
          <Field label={t('card.number')} value={t('card.brandLast4', { brand: cardBrandName(card.brand) ?? card.brand, last4: card.last4 })} />
          <Field label={t('card.expiry')} value={t('card.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })} />
        </Box>
      ) : adding ? (
        <EditableSectionForm section={section} aria-label={t('card.addTitle')} heading={<AddFormHeading text={t('card.addTitle')} />} submitDisabled={!provider}>
          {hosted ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
              <Box><Typography variant="body2" component="label" htmlFor="bt-card-number">{t('card.number')}</Typography><Box id="bt-card-number" sx={hostedBox} /></Box>
              <Box><Typography variant="body2" component="label" htmlFor="bt-card-expiry">{t('card.expiry')}</Typography><Box id="bt-card-expiry" sx={hostedBox} /></Box>
              <Box><Typography variant="body2" component="label" htmlFor="bt-card-cvv">{t('card.cvv')}</Typography><Box id="bt-card-cvv" sx={hostedBox} /></Box>
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
              <TextField
                {...text('number', formatCardNumber)}
                label={t('card.number')}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
              />
              <TextField
                {...text('expiry', formatExpiry)}
                label={t('card.expiry')}
                required
                placeholder="MM/YY"
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5 } }}
              />
              <TextField
                {...text('cvv', (v) => v.replace(/\D/g, '').slice(0, cvvSize(formik.values.number)))}
                label={t('card.cvv')}
                required
                type="password"
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
              />
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('card.secureNote')}
          </Typography>
        </EditableSectionForm>
      ) : (
        <Typography color="text.secondary">{t('card.empty')}</Typography>
      )}
    </SingleItemSection>
  );
}
