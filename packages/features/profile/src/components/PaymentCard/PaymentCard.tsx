import {
  useAddPaymentCardMutation,
  useGetPaymentCardQuery,
  useRemovePaymentCardMutation,
  type GatewayError,
} from '@agent-portal/api-client';
import { showToast, useSubmitWithValidation } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardProviderError, type CardProviderAdapter } from '../../card-provider';
import { MY_PROFILE_NS } from '../../i18n/myProfile';
import { cardDigits, cardSchema, cvvSize, formatCardNumber, formatExpiry, parseExpiry, type CardFormValues } from '../../validation/card';
import { translateError } from '../../validation/messages';
import { ConfirmDialog, Field, ProfileSection } from '../PersonalInformation/Section';
import { useCardProvider } from './useCardProvider';

/** Props of {@link PaymentCard}. */
export interface PaymentCardProps {
  /** The signed-in agent's id. */
  userId: number;
  /** The card provider; default: the one the runtime config selects (`useCardProvider`). */
  provider?: CardProviderAdapter | null;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

const EMPTY: CardFormValues = { number: '', expiry: '', cvv: '' };

/** Braintree hosted-field containers (ids rendered by the form). */
const HOSTED = { number: '#bt-card-number', expirationDate: '#bt-card-expiry', cvv: '#bt-card-cvv' };

/**
 * The agent's one payment card (issue #4, §7 `agent-payment-card`): brand, last four and
 * expiry; adding it validates number (Luhn, brand), expiry and CVV with card-validator — an
 * invalid card shows the errors and sends nothing — then the card provider (sandbox or
 * Braintree hosted fields, from the runtime config) turns it into a token, and only the token,
 * brand, last four and expiry go to `POST /agent-payment-card`. Deleting asks for confirmation
 * (`PUT /agent-payment-card`).
 */
export function PaymentCard({ userId: _userId, provider: injected }: PaymentCardProps) {
  const { t } = useTranslation(MY_PROFILE_NS);
  const configured = useCardProvider();
  const provider = injected === undefined ? configured : injected;
  const query = useGetPaymentCardQuery();
  const [add] = useAddPaymentCardMutation();
  const [remove, removal] = useRemovePaymentCardMutation();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const hosted = provider?.usesHostedFields ?? false;

  useEffect(() => {
    if (!adding || !hosted || !provider?.mount) return undefined;
    provider.mount(HOSTED).catch(() => setServerError(t('card.providerUnavailable')));
    return () => {
      void provider.teardown?.();
    };
  }, [adding, hosted, provider, t]);

  const formik = useFormik<CardFormValues>({
    initialValues: EMPTY,
    validationSchema: hosted ? undefined : cardSchema,
    onSubmit: async (values) => {
      setServerError(null);
      if (!provider) {
        setServerError(t('card.providerUnavailable'));
        return;
      }
      let tokenized;
      try {
        const expiry = parseExpiry(values.expiry);
        tokenized = hosted
          ? await provider.tokenize()
          : await provider.tokenize({ number: cardDigits(values.number), exp_month: expiry!.exp_month, exp_year: expiry!.exp_year, cvv: values.cvv });
      } catch (error) {
        const message = error instanceof CardProviderError ? error.message : String(error);
        setServerError(t('card.providerError', { message }));
        return;
      }
      try {
        await add(tokenized).unwrap();
        showToast(t('card.added'), 'success');
        formik.resetForm();
        setAdding(false);
      } catch (error) {
        setServerError((error as GatewayError).message);
      }
    },
  });
  const submit = useSubmitWithValidation(formik);

  const onRemove = async () => {
    setServerError(null);
    try {
      await remove().unwrap();
      showToast(t('card.removed'), 'success');
    } catch (error) {
      setServerError((error as GatewayError).message);
    } finally {
      setConfirming(false);
    }
  };

  const text = (name: keyof CardFormValues, format: (v: string) => string) => ({
    id: `card-${name}`,
    name,
    value: formik.values[name],
    onChange: (event: { target: { value: string } }) => void formik.setFieldValue(name, format(event.target.value)),
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? translateError(t, formik.errors[name]) : undefined,
    fullWidth: true,
  });

  const card = query.data;
  const hostedBox = { border: 1, borderColor: 'divider', borderRadius: 1, height: 56, px: 1.5, display: 'flex', alignItems: 'center' };
  return (
    <ProfileSection
      title={t('card.title')}
      subtitle={t('card.subtitle')}
      actions={
        card ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('common.remove')}
          </Button>
        ) : !adding && query.isSuccess ? (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {t('common.add')}
          </Button>
        ) : null
      }
    >
      {serverError && !adding ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {serverError}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Skeleton variant="rounded" height={72} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('card.loadError')}
        </Alert>
      ) : card ? (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }} data-testid="payment-card-view">
          <Field label={t('card.number')} value={t('card.brandLast4', { brand: BRAND_NAMES[card.brand] ?? card.brand, last4: card.last4 })} />
          <Field label={t('card.expiry')} value={t('card.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })} />
        </Box>
      ) : adding ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('card.addTitle')}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
            {t('card.addTitle')}
          </Typography>
          {serverError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverError}
            </Alert>
          ) : null}
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
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
            <Button
              onClick={() => {
                formik.resetForm();
                setServerError(null);
                setAdding(false);
              }}
              disabled={formik.isSubmitting}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting || !provider}>
              {formik.isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('card.empty')}</Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('card.removeTitle')}
        text={t('card.removeText')}
        confirmLabel={t('common.remove')}
        cancelLabel={t('common.cancel')}
        busy={removal.isLoading}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
