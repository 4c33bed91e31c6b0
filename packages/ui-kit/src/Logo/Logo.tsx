import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height in px; the width follows the 5:1 aspect ratio. Default 32. */
  height?: number;
  /**
   * The portal's name in the page's language (e.g. `common:app.name`, "Agentenportal"): the
   * accessible name and the wordmark's words. Default `"Agent Portal"`.
   */
  title?: string;
}

/** The wordmark's room, in viewBox units: from x = 44 to the right edge, less a margin. */
const WORDMARK_WIDTH = 152;
/** The wordmark's font size (viewBox units) when the name fits, and the average glyph width per em used to fit a longer one. */
const WORDMARK_FONT_SIZE = 20;
const GLYPH_EM = 0.6;

/**
 * The name split for the two-tone wordmark: its last word in the shield's colour ("Agent" +
 * "Portal", "Portal de" + "Agentes"), a single word ("Agentenportal") whole in the text colour.
 */
function wordmarkParts(name: string): { lead: string; tail: string } {
  const text = name.trim().replace(/\s+/g, ' ');
  const space = text.lastIndexOf(' ');
  return space > 0 ? { lead: text.slice(0, space), tail: text.slice(space + 1) } : { lead: text, tail: '' };
}

/**
 * The portal's wordmark with a shield mark, inline SVG: the words are `title`, the portal's
 * name in the page's language (issue #29: no "Agent Portal" beside a German footer saying
 * "Agentenportal"), made smaller when a language's name is longer than the English one so it
 * keeps the 5:1 box. The shield uses the theme's primary colour and the words the current
 * text colour, so it reads on light and dark backgrounds.
 */
export function Logo({ height = 32, title = 'Agent Portal' }: LogoProps) {
  const theme = useTheme();
  const { lead, tail } = wordmarkParts(title);
  const length = lead.length + (tail ? tail.length + 1 : 0);
  const fontSize = Math.min(WORDMARK_FONT_SIZE, WORDMARK_WIDTH / (Math.max(length, 1) * GLYPH_EM));
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
        fontSize={Number(fontSize.toFixed(2))}
        fontWeight="700"
        letterSpacing="-0.2"
      >
        {lead}
        {tail ? (
          <tspan fill={shield} fontWeight="500" dx={Number((fontSize / 4).toFixed(2))}>
            {tail}
          </tspan>
        ) : null}
      </text>
    </svg>
  );
}
