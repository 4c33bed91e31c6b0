import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height in px; the width follows the 5:1 aspect ratio. Default 32. */
  height?: number;
  /** Accessible name. Default `"Agent Portal"`. */
  title?: string;
}

/**
 * The "Agent Portal" wordmark with a shield mark, inline SVG. The shield uses the
 * theme's primary colour and the words the current text colour, so it reads on
 * light and dark backgrounds.
 */
export function Logo({ height = 32, title = 'Agent Portal' }: LogoProps) {
  const theme = useTheme();
  const titleId = useId();
  const shield = theme.palette.primary.main;
  const onShield = theme.palette.primary.contrastText;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 200 40"
      height={height}
      width={height * 5}
      xmlns="http://www.w3.org/2000/svg"
      style={{ color: theme.palette.text.primary, display: 'block' }}
    >
      <title id={titleId}>{title}</title>
      <path d="M20 2 35 7.5v11.2C35 28.6 28.7 35.6 20 38 11.3 35.6 5 28.6 5 18.7V7.5z" fill={shield} />
      <path
        d="m13 20.5 5 5 9.5-10"
        fill="none"
        stroke={onShield}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="44"
        y="27"
        fill="currentColor"
        fontFamily={theme.typography.fontFamily}
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.2"
      >
        Agent
        <tspan fill={shield} fontWeight="500" dx="5">
          Portal
        </tspan>
      </text>
    </svg>
  );
}
