import { useGetFaqQuery } from '@agent-portal/api-client';
import { BusySkeleton, EmptyState, LoadErrorAlert, PageHeader } from '@agent-portal/ui-kit';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FaqList } from '../components/FaqList/FaqList.js';
import { filterFaq } from '../components/FaqList/filterFaq.js';
import { HELP_NS } from '../i18n/index.js';

/**
 * The `help/faq` route module (lazy; issue #12): the FAQ loaded once (`GET /support/faq`) and
 * filtered in the browser as the agent types (every word, case- and accent-insensitive); the query
 * lives in the URL (`?q=`) so a filtered FAQ can be shared and survives reload.
 */
export function Component() {
  const { t } = useTranslation(HELP_NS);
  const [params, setParams] = useSearchParams();
  // The box owns what is typed (a URL update is a navigation: reading the value back from it would
  // drop keystrokes typed meanwhile); the URL follows, replaced, for reload and sharing.
  const [query, setLocalQuery] = useState(() => params.get('q') ?? '');
  const faq = useGetFaqQuery();
  const categories = useMemo(() => filterFaq(faq.data?.categories ?? [], query), [faq.data, query]);
  const count = categories.reduce((sum, c) => sum + c.questions.length, 0);
  const setQuery = (next: string) => {
    setLocalQuery(next);
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (next) copy.set('q', next.slice(0, 100));
        else copy.delete('q');
        return copy;
      },
      { replace: true },
    );
  };
  return (
    <>
      <PageHeader title={t('faq.title')} />
      <TextField
        type="search"
        label={t('faq.search')}
        placeholder={t('faq.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault();
            setQuery('');
          }
        }}
        fullWidth
        sx={{ mb: 1, maxWidth: 560 }}
        slotProps={{ htmlInput: { maxLength: 100 }, input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
      />
      {faq.isLoading ? (
        <BusySkeleton lines={[{ height: 56, variant: 'rounded' }, { height: 56, variant: 'rounded' }, { height: 56, variant: 'rounded' }]} />
      ) : faq.isError ? (
        <LoadErrorAlert text={t('faq.loadError')} onRetry={faq.refetch} retryLabel={t('retry')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
            {t('faq.count', { count })}
          </Typography>
          {count === 0 ? (
            <EmptyState
              title={t('faq.noMatch', { query })}
              action={
                <Button variant="outlined" onClick={() => setQuery('')}>
                  {t('faq.clear')}
                </Button>
              }
            />
          ) : (
            <Box>
              <FaqList categories={categories} expandAll={query.trim().length > 0} />
            </Box>
          )}
        </>
      )}
    </>
  );
}
