import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_TEXT_LIMITS,
  type TicketCategory,
  type TicketPriority,
} from '@agent-portal/api-client/wire';
import * as yup from 'yup';

/** Values of the ticket form (create and edit). */
export interface TicketFormValues {
  subject: string;
  category: TicketCategory | '';
  priority: TicketPriority;
  description: string;
}

/**
 * The ticket form's rules (docs/CONTRACTS.md "Support": subject 5–150, description 20–5,000
 * characters after trimming; a category and a priority). Messages are `help` i18n keys, with a
 * number after `|` (`validation.min|5`), worded by {@link translateHelpError}. Edit mode checks
 * only subject and description.
 */
export function ticketSchema(mode: 'create' | 'edit') {
  const text = (min: number, max: number) =>
    yup
      .string()
      .trim()
      .required('validation.required')
      .min(min, `validation.min|${min}`)
      .max(max, `validation.max|${max}`);
  return yup.object({
    subject: text(TICKET_TEXT_LIMITS.subject_min, TICKET_TEXT_LIMITS.subject_max),
    description: text(TICKET_TEXT_LIMITS.description_min, TICKET_TEXT_LIMITS.description_max),
    category: mode === 'create' ? yup.string().oneOf([...TICKET_CATEGORIES], 'validation.required').required('validation.required') : yup.string(),
    priority: mode === 'create' ? yup.string().oneOf([...TICKET_PRIORITIES]).required('validation.required') : yup.string(),
  });
}

/** Words a validation message of the help forms (`key|number`) with the `help` namespace's `t`. */
export function translateHelpError(t: (key: string, values?: Record<string, unknown>) => string, message: string): string {
  const [key, n] = message.split('|');
  return t(key!, { min: n, max: n });
}
