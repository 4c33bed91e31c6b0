import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { SVGProps } from 'react';

/** Props of {@link DefaultAvatarImage}. */
export interface DefaultAvatarImageProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Accessible name; `""` (default) makes it decorative. */
  title?: string;
}

/**
 * The default profile picture (spec §3: "a default image when empty"): a neutral
 * head-and-shoulders silhouette that fills its box (100 % × 100 %), in theme colours.
 */
export function DefaultAvatarImage({ title = '', ...rest }: DefaultAvatarImageProps) {
  const theme = useTheme();
  const titleId = useId();
  const decorative = !title;
  const dark = theme.palette.mode === 'dark';
  return (
    <svg
      role={decorative ? undefined : 'img'}
      aria-labelledby={decorative ? undefined : titleId}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      viewBox="0 0 64 64"
      width="100%"
      height="100%"
      xmlns="http://www.w3.org/2000/svg"
      data-testid="default-avatar"
      {...rest}
    >
      {decorative ? null : <title id={titleId}>{title}</title>}
      <rect width="64" height="64" fill={dark ? '#24404D' : '#D5E6EC'} />
      <circle cx="32" cy="25" r="11" fill={dark ? '#7FB4C4' : '#6A98A8'} />
      <path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill={dark ? '#7FB4C4' : '#6A98A8'} />
    </svg>
  );
}
