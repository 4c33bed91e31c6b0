import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Props of {@link NoDataImage}: any SVG attribute plus an accessible title. */
export interface NoDataImageProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Accessible name (`<title>`). Default `uiKit:noData` in the page's language ("No data found", issue #29); `""` makes the image decorative (`aria-hidden`). */
  title?: string;
}

/**
 * Illustration for "no data" (spec §2 notification page): an open, empty box
 * with a sheet of paper, drawn with the theme's colours so it works in both modes.
 * `role="img"` named by its `<title>` (decorative when `title` is empty). Default size 160 × 120 px.
 */
export function NoDataImage({ title: givenTitle, width = 160, height = 120, ...rest }: NoDataImageProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const title = givenTitle ?? t('noData');
  const theme = useTheme();
  const titleId = useId();
  const decorative = !title;
  const dark = theme.palette.mode === 'dark';
  const line = theme.palette.text.secondary;
  const boxFront = dark ? '#1C2B37' : '#E3EAF0';
  const boxSide = dark ? '#172430' : '#D2DCE5';
  const paper = dark ? '#25394A' : '#FFFFFF';
  const accent = theme.palette.primary.main;
  return (
    <svg
      role={decorative ? undefined : 'img'}
      aria-labelledby={decorative ? undefined : titleId}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      viewBox="0 0 160 120"
      width={width}
      height={height}
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      {...rest}
    >
      {decorative ? null : <title id={titleId}>{title}</title>}
      <ellipse cx="80" cy="108" rx="58" ry="6" fill={line} opacity="0.15" />
      <path d="M52 22h44l12 12v46H52z" fill={paper} stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <path d="M96 22v12h12" stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <path d="M60 44h36M60 52h30M60 60h34" stroke={accent} strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      <path d="M28 62l52 10 52-10v40l-52 6-52-6z" fill={boxFront} stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <path d="M80 72v36" stroke={line} strokeWidth="2" />
      <path d="M28 62l-10 14 52 10 10-14z" fill={boxSide} stroke={line} strokeWidth="2" strokeLinejoin="round" />
      <path d="M132 62l10 14-52 10-10-14z" fill={boxSide} stroke={line} strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
