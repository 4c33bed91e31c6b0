/**
 * Wire types of support (issue #12, spec §2 help routes): support tickets, the FAQ and the
 * contact-us form. Only `POST /integration/v1/contact-us` is in the spec (§7); the ticket and FAQ
 * paths are decided in docs/CONTRACTS.md "Support". Names are the gateway's (snake_case); dates
 * ISO 8601 (UTC); sizes in bytes. Every text field is plain text: render it as text, never HTML.
 */
import type { TicketStatus } from './search.js';

export type { TicketStatus };

/** What a ticket is about. */
export type TicketCategory = 'PAYMENTS' | 'COMMISSIONS' | 'LICENSING' | 'DOCUMENTS' | 'PORTAL' | 'OTHER';

/** Every {@link TicketCategory}, in the order a form offers them. */
export const TICKET_CATEGORIES: readonly TicketCategory[] = ['PAYMENTS', 'COMMISSIONS', 'LICENSING', 'DOCUMENTS', 'PORTAL', 'OTHER'];

/** How urgent the agent says a ticket is. */
export type TicketPriority = 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';

/** Every {@link TicketPriority}, lowest first. */
export const TICKET_PRIORITIES: readonly TicketPriority[] = ['LOW', 'NORMAL', 'HIGH', 'URGENT'];

/** Every {@link TicketStatus}, in the order a ticket moves through them. */
export const TICKET_STATUSES: readonly TicketStatus[] = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'];

/** Upload limits of ticket attachments, checked by the gateway (415/413/400) and the portal alike. */
export const TICKET_ATTACHMENT_LIMITS = {
  /** Files per ticket (at creation). */
  max_files: 3,
  /** Bytes per file: 10 MiB. */
  max_bytes: 10 * 1024 * 1024,
  /** Accepted types, checked by declared type and by magic bytes. */
  mime_types: ['application/pdf', 'image/png', 'image/jpeg'] as readonly string[],
} as const;

/** Field lengths of a ticket (characters, after trimming). */
export const TICKET_TEXT_LIMITS = {
  subject_min: 5,
  subject_max: 150,
  description_min: 20,
  description_max: 5000,
  reply_max: 5000,
} as const;

/** A ticket as listed (the agent sees `ticket`, e.g. `TCK-000021`). */
export interface TicketSummary {
  id: number;
  /** Human ticket number, `TCK-` + 6 digits. */
  ticket: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  /** Replies on the ticket (both sides). */
  reply_count: number;
  /** True when the latest reply is support's and the ticket is OPEN or IN_PROGRESS: support waits for the agent. */
  awaiting_agent: boolean;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the latest edit, reply or status change. */
  updated_at: string;
}

/** One file attached to a ticket; downloaded with `GET /support/tickets/{ticket_id}/attachments/{id}`. */
export interface TicketAttachment {
  id: number;
  file_name: string;
  /** `application/pdf`, `image/png` or `image/jpeg`. */
  mime_type: string;
  size_bytes: number;
  /** ISO 8601. */
  created_at: string;
}

/** Every {@link TicketAuthor}, as the gateway sends it (spec §7). */
export const TICKET_AUTHORS = ['AGENT', 'SUPPORT'] as const;
/** Who wrote a reply. */
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** One message in a ticket's conversation. */
export interface TicketReply {
  id: number;
  author: TicketAuthor;
  /** Display name: the agent's full name, or `Agent Support` for the support team. */
  author_name: string;
  /** Plain text. */
  message: string;
  /** ISO 8601. */
  created_at: string;
}

/** One status change; the first entry is the creation (`from_status` null → OPEN). */
export interface TicketStatusChange {
  from_status: TicketStatus | null;
  to_status: TicketStatus;
  changed_by: TicketAuthor;
  /** ISO 8601. */
  changed_at: string;
}

/** `data` of `GET /support/tickets/{id}`: a ticket with its description, files, replies and history (oldest first). */
export interface TicketDetail extends TicketSummary {
  description: string;
  attachments: TicketAttachment[];
  replies: TicketReply[];
  history: TicketStatusChange[];
}

/** Every {@link TicketSortColumn}, as the gateway sends it (spec §7). */
export const TICKET_SORT_COLUMNS = ['created_at', 'updated_at', 'status', 'priority'] as const;
/** Sortable columns of the ticket list. */
export type TicketSortColumn = (typeof TICKET_SORT_COLUMNS)[number];

/** `column:asc|desc`. */
export type TicketSort = `${TicketSortColumn}:${'asc' | 'desc'}`;

/** Query of `GET /support/tickets`. */
export interface TicketListParams {
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10 (§9). */
  limit?: number;
  status?: TicketStatus;
  /** Default `updated_at:desc`. */
  sort?: TicketSort;
}

/** `GET /support/tickets` → `{ data, count }`; `count` is the total matching the filter. */
export interface TicketPage {
  data: TicketSummary[];
  count: number;
}

/**
 * Text fields of `POST /support/tickets` (multipart: these fields plus 0–3 files in the field
 * `attachments`). Subject and description are trimmed; see {@link TICKET_TEXT_LIMITS}.
 */
export interface CreateTicketFields {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
}

/** `PUT /support/tickets/{id}` JSON body: only while OPEN (else 409). */
export interface UpdateTicketRequest {
  subject: string;
  description: string;
}

/** `POST /support/tickets/{id}/replies` JSON body: not on a CLOSED ticket (409). */
export interface TicketReplyRequest {
  message: string;
}

/** One FAQ entry. `answer` is plain text; paragraphs are separated by a blank line. */
export interface FaqQuestion {
  id: number;
  question: string;
  answer: string;
}

/** One FAQ category with its questions, in reading order. */
export interface FaqCategory {
  /** Stable key, e.g. `PAYMENTS`. */
  key: string;
  title: string;
  questions: FaqQuestion[];
}

/** Query of `GET /support/faq`. */
export interface FaqParams {
  /** Words that must all appear in the question or the answer (case- and accent-insensitive); ≤ 100 characters. */
  search?: string;
}

/** `data` of `GET /support/faq`: categories without a match are left out. */
export interface Faq {
  categories: FaqCategory[];
  /** Questions in `categories`. */
  count: number;
}

/** What a contact-us message is about. */
export type ContactTopic = 'GENERAL' | 'PAYMENTS' | 'LICENSING' | 'TECHNICAL' | 'FEEDBACK';

/** Every {@link ContactTopic}. */
export const CONTACT_TOPICS: readonly ContactTopic[] = ['GENERAL', 'PAYMENTS', 'LICENSING', 'TECHNICAL', 'FEEDBACK'];

/** `POST /contact-us` JSON body (spec §7). Subject 3–150, message 10–5,000 characters after trimming. */
export interface ContactUsRequest {
  topic: ContactTopic;
  subject: string;
  message: string;
}

/** `data` of `POST /contact-us` (201). */
export interface ContactUsReceipt {
  /** Reference number the agent quotes, `CU-` + 6 digits. */
  reference: string;
  /** ISO 8601. */
  created_at: string;
}
