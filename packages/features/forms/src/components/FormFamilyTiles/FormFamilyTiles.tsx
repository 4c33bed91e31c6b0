import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FORMS_NS } from '../../i18n/index.js';

/** One family of forms on the forms page. */
export interface FormFamilyTile {
  id: string;
  title: string;
  description: string;
  /** The family's page, e.g. `/forms/back-office`. */
  href: string;
  icon?: ReactNode;
  /** How many forms it holds (`count` of a `limit: 1` query); `undefined` while loading or after an error. */
  count?: number;
  loading?: boolean;
  /** The count could not be loaded (the tile still links to the page). */
  error?: boolean;
}

/** Props of {@link FormFamilyTiles}. */
export interface FormFamilyTilesProps {
  tiles: readonly FormFamilyTile[];
}

/**
 * The families of forms as link tiles (issue #11; spec §2 `forms` with its sub-routes
 * policy-forms, back-office, compliance-forms): title, a line on what is inside and how many
 * forms it holds. A whole tile is one link (keyboard: Tab, Enter). Three columns from `md`,
 * one per line on a phone.
 */
export function FormFamilyTiles({ tiles }: FormFamilyTilesProps) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {tiles.map((tile) => (
        <Box component="li" key={tile.id} data-family={tile.id} sx={{ minWidth: 0 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={tile.href} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardContent sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'primary.main' }}>
                  {tile.icon}
                  <Typography variant="h3" component="h2" color="text.primary">
                    {tile.title}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {tile.description}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }} data-testid="family-count">
                  {tile.loading ? (
                    <Skeleton width={80} />
                  ) : tile.count !== undefined ? (
                    <>
                      <Typography variant="h4" component="span">
                        {tile.count}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" component="span">
                        {t('home.formsAvailable')}
                      </Typography>
                    </>
                  ) : tile.error ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('home.countError')}
                    </Typography>
                  ) : null}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
