import { KeepCodesWhole } from '@agent-portal/ui-kit';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Props of {@link PlainText}. */
export interface PlainTextProps {
  /** Server text: paragraphs are separated by a blank line; single line breaks are kept. */
  text: string;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  /**
   * `'no'` for text someone wrote themselves (a ticket's description, a reply): the same in every
   * language, marked so that translators and the mixed-language test leave it (issue #29). FAQ
   * and announcement texts come from the gateway in the page's language: leave it unset.
   */
  translate?: 'no';
}

/**
 * Renders server text as text, never HTML (issue #12: announcements, FAQ answers, ticket
 * messages): one paragraph per blank-line-separated block, line breaks kept (`pre-line`); codes
 * and e-mail addresses never break inside (issue #28 item 1), a long word still wraps where it must.
 */
export function PlainText({ text, variant = 'body2', color, translate }: PlainTextProps) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} variant={variant} color={color} translate={translate} sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word', '&:not(:last-child)': { mb: 1.5 } }}>
          <KeepCodesWhole text={paragraph} />
        </Typography>
      ))}
    </>
  );
}
