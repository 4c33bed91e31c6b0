import { gatewayErrorReason, useGetProfileQuery, useSearchEverythingQuery } from '@agent-portal/api-client';
import { GATEWAY_REASON_TEXT_KEYS, selectUserId } from '@agent-portal/auth-session';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MODAL_HEIGHT_PX, SEARCH_MODAL_MAX_WIDTH_PX } from '../../constants.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { SEARCH_NS } from '../../i18n/index.js';
import { SearchPanel, type SearchPanelStatus } from '../SearchPanel/SearchPanel.js';

/** Props of {@link SearchModal}. */
export interface SearchModalProps {
  open: boolean;
  /** Called on Escape, on the close button and after a result was opened (never on a backdrop click). */
  onClose: () => void;
}

/**
 * The search modal (spec §2 Search modal, §5, §9): a static backdrop (a click
 * outside does not close it; Escape does), 500 px high and at most 800 px wide
 * (full screen on a phone), one input debounced 500 ms feeding
 * `GET /integration/v1/analytics/search`. Opening a result closes the modal and
 * navigates. Its state starts empty on every opening. Loaded lazily by
 * {@link GlobalSearch} (not on the dashboard's critical path).
 */
export function SearchModal({ open, onClose }: SearchModalProps) {
  const { t } = useTranslation(SEARCH_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: phone ? {} : { height: SEARCH_MODAL_HEIGHT_PX, maxWidth: SEARCH_MODAL_MAX_WIDTH_PX, width: 'calc(100% - 32px)', m: 2 },
          'data-testid': 'search-modal',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: { xs: 2, sm: 3 }, pr: 1, pt: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {open && <SearchModalBody onClose={onClose} />}
    </Dialog>
  );
}

function SearchModalBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  const userId = useSelector(selectUserId);
  const { data: profile } = useGetProfileQuery(userId ?? skipToken);
  const search = useSearchEverythingQuery(debounced ? { search: debounced } : skipToken);
  const { t } = useTranslation('common');
  const reason = search.isError ? gatewayErrorReason(search.error) : undefined;

  const waiting = query.trim() !== debounced;
  let status: SearchPanelStatus = 'idle';
  if (query.trim() === '') status = 'idle';
  else if (waiting || search.isFetching) status = 'loading';
  else if (search.isError) status = 'error';
  else if (search.isSuccess) status = 'done';
  else status = 'loading';

  return (
    <Box sx={{ flex: 1, minHeight: 0 }}>
      <SearchPanel
        query={query}
        onQueryChange={setQuery}
        status={status}
        result={debounced ? search.data : undefined}
        licensed={profile?.is_licensed}
        onOpen={(path) => {
          onClose();
          void navigate(path);
        }}
        onRetry={() => void search.refetch()}
        refusal={reason ? t(GATEWAY_REASON_TEXT_KEYS[reason]) : undefined}
      />
    </Box>
  );
}
