import type { FaqCategory } from '@agent-portal/api-client/wire';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PlainText } from '../PlainText/PlainText.js';

/** Props of {@link FaqList}. */
export interface FaqListProps {
  categories: readonly FaqCategory[];
  /** Expand every question (while a search narrows the list). */
  expandAll?: boolean;
}

/**
 * The FAQ as accordions (issue #12 `help/faq`): one section per category with its heading, one
 * accordion per question (MUI wraps each question in an h3; keyboard: Tab to a question, Enter/Space toggles); answers are plain text.
 */
export function FaqList({ categories, expandAll = false }: FaqListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {categories.map((category) => (
        <Box component="section" key={category.key} aria-labelledby={`faq-${category.key}`}>
          <Typography variant="h3" component="h2" id={`faq-${category.key}`} sx={{ mb: 1 }}>
            {category.title}
          </Typography>
          {category.questions.map((q) => (
            <Accordion key={`${q.id}-${expandAll}`} defaultExpanded={expandAll} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-answer-${q.id}`} id={`faq-question-${q.id}`}>
                <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {q.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-answer-${q.id}`}>
                <PlainText text={q.answer} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </Box>
  );
}
