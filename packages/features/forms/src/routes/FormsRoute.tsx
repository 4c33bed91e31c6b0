import { useListFormsQuery } from '@agent-portal/api-client';
import { PageHeader } from '@agent-portal/ui-kit';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFamilyTiles, type FormFamilyTile } from '../components/FormFamilyTiles/FormFamilyTiles.js';
import { FAMILY_ORDER, FORM_FAMILIES, type FormFamily } from '../families.js';
import { FORMS_NS } from '../i18n/index.js';

const ICONS: Record<FormFamily, ReactNode> = {
  policy: <AssignmentOutlined />,
  backOffice: <BusinessOutlined />,
  complianceForms: <VerifiedUserOutlined />,
};

/** How many forms a family holds: `count` of a `limit: 1` query (§7 `GET /forms`). */
function useFamilyCount(family: FormFamily) {
  const query = useListFormsQuery({ ...FORM_FAMILIES[family].params, limit: 1 });
  return { count: query.data?.count, loading: query.isLoading, error: query.isError };
}

/**
 * The `forms` route module (lazy; spec §2 `forms` with its sub-routes; issue #11): the three
 * families — policy forms (`POLICY_FORMS`), back office (`BACK_OFFICE`), compliance forms
 * (`COMPLIANCE_FORMS`) — as link tiles with how many forms each holds.
 */
export function Component() {
  const { t } = useTranslation(FORMS_NS);
  const counts: Record<FormFamily, ReturnType<typeof useFamilyCount>> = {
    policy: useFamilyCount('policy'),
    backOffice: useFamilyCount('backOffice'),
    complianceForms: useFamilyCount('complianceForms'),
  };
  const tiles: FormFamilyTile[] = FAMILY_ORDER.map((family) => ({
    id: family,
    title: t(FORM_FAMILIES[family].titleKey),
    description: t(`home.families.${family}`),
    href: FORM_FAMILIES[family].path,
    icon: ICONS[family],
    ...counts[family],
  }));
  return (
    <>
      <PageHeader title={t('pages.forms')} subtitle={t('home.subtitle')} />
      <FormFamilyTiles tiles={tiles} />
    </>
  );
}
