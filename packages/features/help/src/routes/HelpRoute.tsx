import { PageHeader } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ContactUsForm } from '../components/ContactUsForm/ContactUsForm.js';
import { HelpTiles } from '../components/HelpTiles/HelpTiles.js';
import { HELP_NS } from '../i18n/index.js';

/** The `help` route module (lazy; issue #12, spec §2): the four help areas and the contact-us form. */
export function Component() {
  const { t } = useTranslation(HELP_NS);
  return (
    <>
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <HelpTiles />
        <ContactUsForm />
      </Box>
    </>
  );
}
