import {
  useGetPersonalInformationQuery,
  useListCitiesQuery,
  useListCountriesQuery,
  useListStatesQuery,
  useUpdateAddressMutation,
} from '@agent-portal/api-client';
import { BusySkeleton, EditableSectionForm, FormikTextField, SectionCard, bindFormikTextField, useEditableSection } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../location/countryNames.js';
import { MY_PROFILE_NS } from '../../i18n/myProfile/index.js';
import { addressSchema, type AddressFormValues } from '../../validation/address.js';
import { translateError } from '../../validation/messages.js';
import { useScrollToAnchor } from '../../hooks/useScrollToAnchor.js';

/** Anchor id of the section (`/my-profile#address`, the onboarding tracker's link, issue #12). */
export const ADDRESS_ANCHOR = 'address';

/** Whether a country's display name (English, from the location endpoints) is the United States. */
const isUnitedStates = (countryName: string) => /^(United States|USA$)/i.test(countryName.trim());

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The agent's address (issue #4): shown read-only; the form has country → state → city
 * pickers fed by `/location/countries`, `/location/countries/{id}/states` and
 * `/location/states/{id}/cities` (changing a level clears the levels below) and saves with
 * `PUT /users/address`. Create mode when no address exists yet, edit mode otherwise (§4).
 * ui-kit's `useEditableSection` runs view → edit → save → view with the §5 invalid submit (the typed
 * values stay, every error shows, the first invalid field gets the focus) and gives the focus back
 * to Edit / Add address when the form closes. Built from ui-kit's `SectionCard`, Formik field
 * bindings and `EditableSectionForm`.
 */
export function AddressForm({ userId }: AddressFormProps) {
  const { t, i18n } = useTranslation(MY_PROFILE_NS);
  const language = i18n.language;
  const { data, isLoading } = useGetPersonalInformationQuery(userId);
  useScrollToAnchor(ADDRESS_ANCHOR, [isLoading]);
  const address = data?.address ?? null;
  const [save] = useUpdateAddressMutation();

  const section = useEditableSection<AddressFormValues>({
    initialValues: {
      address_line1: address?.address_line1 ?? '',
      address_line2: address?.address_line2 ?? '',
      postal_code: address?.postal_code ?? '',
      country_id: address ? String(address.country_id) : '',
      state_id: address ? String(address.state_id) : '',
      city_id: address ? String(address.city_id) : '',
    },
    validationSchema: addressSchema,
    savedMessage: t('address.saved'),
    onSave: (values) =>
      save({
        user_id: userId,
        address_line1: values.address_line1.trim(),
        address_line2: values.address_line2.trim(),
        postal_code: values.postal_code.trim(),
        country_id: Number(values.country_id),
        state_id: Number(values.state_id),
        city_id: Number(values.city_id),
      }).unwrap(),
  });
  const { formik, editing } = section;

  const countries = useListCountriesQuery(editing ? undefined : skipToken);
  const states = useListStatesQuery(editing && formik.values.country_id ? Number(formik.values.country_id) : skipToken);
  const cities = useListCitiesQuery(editing && formik.values.state_id ? Number(formik.values.state_id) : skipToken);

  // Countries in the page's language (issue #29), sorted in it; the id stays the value.
  const countryOptions = useMemo(() => {
    if (!countries.data) return undefined;
    const collator = new Intl.Collator(language);
    return countries.data.map((c) => ({ ...c, name: countryName(c.name, language, c.iso2) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [countries.data, language]);

  const text = bindFormikTextField(formik, { idPrefix: 'address', translateError: (message) => translateError(t, message) });

  /** Changes a picker and clears the levels below it. */
  const pick = (name: 'country_id' | 'state_id' | 'city_id', value: string) => {
    const next = { ...formik.values, [name]: value };
    if (name === 'country_id') Object.assign(next, { state_id: '', city_id: '' });
    if (name === 'state_id') Object.assign(next, { city_id: '' });
    void formik.setValues(next, formik.submitCount > 0);
  };

  const select = (
    name: 'country_id' | 'state_id' | 'city_id',
    label: string,
    options: { id: number; name: string }[] | undefined,
    query: { isFetching: boolean; isError: boolean },
    disabledHint?: string,
  ) => {
    const disabled = Boolean(disabledHint);
    const helper = formik.touched[name] && formik.errors[name] ? translateError(t, formik.errors[name]) : query.isError ? t('address.optionsError') : disabledHint;
    return (
      <TextField
        {...text(name)}
        select
        label={label}
        required
        disabled={disabled}
        onChange={(event) => pick(name, event.target.value)}
        helperText={helper}
        error={Boolean(formik.touched[name] && formik.errors[name]) || query.isError}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {query.isFetching && !options?.length ? (
          <MenuItem value="" disabled>
            {t('common.loading')}
          </MenuItem>
        ) : null}
        {/* Keep the current value selectable while its list loads, so MUI never warns. */}
        {formik.values[name] && !options?.some((o) => String(o.id) === formik.values[name]) ? (
          <MenuItem value={formik.values[name]} sx={{ display: 'none' }}>
            {name === 'country_id' ? (address ? countryName(address.country_name, language) : '') : name === 'state_id' ? address?.state_name : address?.city_name}
          </MenuItem>
        ) : null}
        {(options ?? []).map((option) => (
          // A state's or a city's name is the same in every language; a country's is worded by Intl.
          <MenuItem key={option.id} value={String(option.id)} translate={name === 'country_id' ? undefined : 'no'}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <SectionCard
      id={ADDRESS_ANCHOR}
      title={t('address.title')}
      actions={
        !editing && data ? (
          <Button ref={section.openButtonRef} variant="outlined" onClick={section.open}>
            {address ? t('common.edit') : t('address.addAddress')}
          </Button>
        ) : null
      }
    >
      {isLoading || !data ? (
        <BusySkeleton lines={[{ height: 80, variant: 'rounded' }]} />
      ) : editing ? (
        <EditableSectionForm section={section} aria-label={t('address.title')} translateError={(message) => translateError(t, message)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormikTextField formik={formik} name="address_line1" id="address-address_line1" label={t('address.line1')} autoComplete="address-line1" required fullWidth />
            <FormikTextField formik={formik} name="address_line2" id="address-address_line2" label={t('address.line2')} autoComplete="address-line2" fullWidth />
            {select('country_id', t('address.country'), countryOptions, countries)}
            {select(
              'state_id',
              t('address.state'),
              states.data,
              states,
              formik.values.country_id ? undefined : t('address.chooseCountryFirst'),
            )}
            {select('city_id', t('address.city'), cities.data, cities, formik.values.state_id ? undefined : t('address.chooseStateFirst'))}
            <FormikTextField formik={formik} name="postal_code" id="address-postal_code" label={t('address.postalCode')} autoComplete="postal-code" required fullWidth />
          </Box>
        </EditableSectionForm>
      ) : address ? (
        <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="address-view">
          {/* The street, city and region read the same in every language (translate="no"); the country is worded in the page's (issue #29). */}
          <span translate="no">
            {address.address_line1}
            {address.address_line2 ? <>, {address.address_line2}</> : null}
          </span>
          <br />
          {/* The country's own order (issue #28 item 3): in the US city, state ZIP; elsewhere (most of Europe) ZIP city, region. */}
          <span translate="no">
            {isUnitedStates(address.country_name) ? (
              <>
                {address.city_name}, {address.state_name} {address.postal_code}
              </>
            ) : (
              <>
                {address.postal_code} {address.city_name}, {address.state_name}
              </>
            )}
          </span>
          <br />
          <span data-testid="address-country">{countryName(address.country_name, language)}</span>
        </Typography>
      ) : (
        <Typography color="text.secondary">{t('address.empty')}</Typography>
      )}
    </SectionCard>
  );
}
