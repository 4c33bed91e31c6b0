import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';
import { FIRST_PAGE, MAX_PAGE_LINKS, PAGE_SIZES, pageCount, pageRange, pageWindow } from './pagination.js';

/** Page links a {@link Pager} shows at most on a phone (below `sm`): with first/previous/next/last they fit one 360 px line. */
export const PHONE_PAGE_LINKS = 5;

/** The texts of a {@link Pager}; each defaults to the `uiKit` namespace. */
export interface PagerLabels {
  /** Name of the `<nav>` holding the page links; default "Pagination". */
  pagination: string;
  /** Label of the page-size select; default "Rows per page". */
  rowsPerPage: string;
  /** The range text; default "1–10 of 42". */
  range: (range: { from: number; to: number; count: number }) => string;
  /** Default "First page". */
  first: string;
  /** Default "Previous page". */
  previous: string;
  /** Default "Next page". */
  next: string;
  /** Default "Last page". */
  last: string;
  /** Accessible name of a numbered link; default "Go to page 3". */
  goToPage: (page: number) => string;
}

/**
 * Server paging state and callbacks (the `pagination` prop of `DataTable`, and the
 * props of {@link Pager}). Pages are 1-based (spec §9 "first page 1").
 */
export interface DataTablePagination {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page (spec §9 default 10). */
  pageSize: number;
  /** Rows in all pages (the list response's `count`). */
  total: number;
  /** Called with the 1-based page chosen. */
  onPageChange: (page: number) => void;
  /**
   * Called with the size chosen in the page-size select; going back to page 1 is the
   * caller's job (`usePaging` does it). Without it there is no select.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** Sizes offered; default {@link PAGE_SIZES} (10/25/50/100, spec §9). */
  pageSizes?: readonly number[];
  /** Most numbered page links; default {@link MAX_PAGE_LINKS} (10, spec §2). */
  maxPageLinks?: number;
}

/** Props of {@link Pager}. */
export interface PagerProps extends DataTablePagination {
  /** Overrides of the translated texts. */
  labels?: Partial<PagerLabels>;
  /** Extra styles of the bar. */
  sx?: SxProps<Theme>;
}

/**
 * The pager under a paged list (spec §2 notification page, §9): a page-size select, the
 * range shown ("1–10 of 42", `aria-live="polite"`) and a `<nav>` with first/previous,
 * at most 10 numbered page links (a window holding the current page, which has
 * `aria-current="page"`) and next/last. Boundary controls are disabled at the ends; the
 * nav is left out when there is a single page. On a phone (below `sm`) the nav shows at most
 * {@link PHONE_PAGE_LINKS} page links, so it fits one line at 360 px (issue #28 item 10).
 */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  maxPageLinks = MAX_PAGE_LINKS,
  labels = {},
  sx,
}: PagerProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const text: PagerLabels = {
    pagination: labels.pagination ?? t('pagination.label'),
    rowsPerPage: labels.rowsPerPage ?? t('pagination.rowsPerPage'),
    range: labels.range ?? ((r) => t('pagination.range', r)),
    first: labels.first ?? t('pagination.first'),
    previous: labels.previous ?? t('pagination.previous'),
    next: labels.next ?? t('pagination.next'),
    last: labels.last ?? t('pagination.last'),
    goToPage: labels.goToPage ?? ((n) => t('pagination.goToPage', { page: n })),
  };
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(FIRST_PAGE, page), Math.max(FIRST_PAGE, pages));
  const { from, to } = pageRange(current, pageSize, total);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const atStart = current <= FIRST_PAGE;
  const atEnd = current >= pages;

  return (
    <Box
      data-testid="pager"
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {onPageSizeChange ? (
          <TextField
            select
            size="small"
            fullWidth={false}
            label={text.rowsPerPage}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            // Wide enough for its label in every language (the shrunk label is 3/4 of the font):
            // ru "Строк на странице" was cut with an ellipsis in 132 px (issue #28 item 2).
            sx={{ minWidth: `max(132px, calc(${text.rowsPerPage.length * 0.8}ch + 40px))` }}
          >
            {sizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Typography variant="body2" color="text.secondary" aria-live="polite" aria-atomic="true" sx={{ whiteSpace: 'nowrap' }}>
          {text.range({ from, to, count: total })}
        </Typography>
      </Box>
      {pages > 1 ? (
        <Box component="nav" aria-label={text.pagination}>
          <Box
            component="ul"
            // On a phone the links lose their side margins: first, previous, 5 pages, next and last fit a 360 px line.
            sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, gap: 0.25, '& .MuiPaginationItem-root': { mx: { xs: 0, sm: '3px' } } }}
          >
            <li>
              <PaginationItem type="first" slots={{ first: FirstPage }} disabled={atStart} aria-label={text.first} onClick={() => onPageChange(FIRST_PAGE)} />
            </li>
            <li>
              <PaginationItem
                type="previous"
                slots={{ previous: NavigateBefore }}
                disabled={atStart}
                aria-label={text.previous}
                onClick={() => onPageChange(current - 1)}
              />
            </li>
            {pageWindow(current, pages, phone ? Math.min(maxPageLinks, PHONE_PAGE_LINKS) : maxPageLinks).map((n) => (
              <li key={n}>
                <PaginationItem
                  type="page"
                  page={n}
                  selected={n === current}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={text.goToPage(n)}
                  onClick={() => onPageChange(n)}
                />
              </li>
            ))}
            <li>
              <PaginationItem type="next" slots={{ next: NavigateNext }} disabled={atEnd} aria-label={text.next} onClick={() => onPageChange(current + 1)} />
            </li>
            <li>
              <PaginationItem type="last" slots={{ last: LastPage }} disabled={atEnd} aria-label={text.last} onClick={() => onPageChange(pages)} />
            </li>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
