import { gatewayApi } from '../gatewayApi.js';
import type {
  ContactUsReceipt,
  ContactUsRequest,
  Faq,
  FaqParams,
  GatewayEnvelope,
  TicketDetail,
  TicketListParams,
  TicketPage,
  TicketReply,
  UpdateTicketRequest,
} from '../types/index.js';

/** Arguments of `updateTicket`: the ticket id and the new subject and description. */
export interface UpdateTicketArgs extends UpdateTicketRequest {
  id: number;
}

/** Arguments of `replyToTicket`. */
export interface ReplyToTicketArgs {
  id: number;
  message: string;
}

const ticketTags = (id: number) =>
  [
    { type: 'Ticket', id },
    { type: 'Ticket', id: 'LIST' },
    { type: 'Reminder', id: 'MINE' },
    'Search',
  ] as const;

/**
 * Support (issue #12; spec §2 help routes; paths decided in docs/CONTRACTS.md "Support"): the
 * agent's own tickets, the FAQ and contact-us (§7). Creating a ticket is multipart with files and
 * goes through {@link uploadWithProgress} (`POST /integration/v1/support/tickets`), then invalidates
 * with `supportApi.util.invalidateTags([{ type: 'Ticket', id: 'LIST' }])`. Queries provide the
 * `Ticket` and `Faq` tags; a support reply notification names `Ticket` in `reference.invalidates`.
 */
export const supportApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /integration/v1/support/tickets` (`page`, `limit` ≤ 100, `status`, `sort`) → {@link TicketPage}. 400 on a bad query. */
    listTickets: build.query<TicketPage, TicketListParams | void>({
      query: (params) => ({ service: 'integration', version: 'v1', path: '/support/tickets', params: { ...params }, envelope: true }),
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    /**
     * `GET /integration/v1/support/tickets/{id}` → {@link TicketDetail}. Silent (the page shows
     * it): 404 for another agent's ticket or an unknown id.
     */
    getTicket: build.query<TicketDetail, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/support/tickets/${id}`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    /**
     * `PUT /integration/v1/support/tickets/{id}` `{ subject, description }` → the updated
     * {@link TicketDetail}. Silent (the form shows it): 409 unless OPEN, 400 on bad text.
     */
    updateTicket: build.mutation<TicketDetail, UpdateTicketArgs>({
      query: ({ id, ...body }) => ({ service: 'integration', version: 'v1', path: `/support/tickets/${id}`, method: 'PUT', body, silent: true }),
      transformResponse: (body: GatewayEnvelope<TicketDetail>) => body.data,
      invalidatesTags: (result, _error, { id }) => (result ? [...ticketTags(id)] : []),
    }),
    /**
     * `POST /integration/v1/support/tickets/{id}/replies` `{ message }` → the new {@link TicketReply}
     * (201). Silent: 409 on a CLOSED ticket, 400 on an empty or too long message.
     */
    replyToTicket: build.mutation<TicketReply, ReplyToTicketArgs>({
      query: ({ id, message }) => ({
        service: 'integration',
        version: 'v1',
        path: `/support/tickets/${id}/replies`,
        method: 'POST',
        body: { message },
        silent: true,
      }),
      transformResponse: (body: GatewayEnvelope<TicketReply>) => body.data,
      invalidatesTags: (result, _error, { id }) => (result ? [...ticketTags(id)] : []),
    }),
    /** `PUT /integration/v1/support/tickets/{id}/close` → the CLOSED {@link TicketDetail}. Silent: 409 when already closed. */
    closeTicket: build.mutation<TicketDetail, number>({
      query: (id) => ({ service: 'integration', version: 'v1', path: `/support/tickets/${id}/close`, method: 'PUT', body: {}, silent: true }),
      transformResponse: (body: GatewayEnvelope<TicketDetail>) => body.data,
      invalidatesTags: (result, _error, id) => (result ? [...ticketTags(id)] : []),
    }),
    /** `GET /integration/v1/support/faq` (`search`) → {@link Faq}, categories in reading order. */
    getFaq: build.query<Faq, FaqParams | void>({
      query: (params) => ({ service: 'integration', version: 'v1', path: '/support/faq', params: { ...params } }),
      providesTags: [{ type: 'Faq', id: 'ALL' }],
    }),
    /**
     * `POST /integration/v1/contact-us` `{ topic, subject, message }` (spec §7) → {@link ContactUsReceipt}
     * (201, with the reference number). Silent: 400 on bad text (the form shows it).
     */
    contactUs: build.mutation<ContactUsReceipt, ContactUsRequest>({
      query: (body) => ({ service: 'integration', version: 'v1', path: '/contact-us', method: 'POST', body, silent: true }),
      transformResponse: (body: GatewayEnvelope<ContactUsReceipt>) => body.data,
    }),
  }),
});

/**
 * Hooks of {@link supportApi}: `useListTicketsQuery`, `useGetTicketQuery(id)`,
 * `useUpdateTicketMutation`, `useReplyToTicketMutation`, `useCloseTicketMutation`,
 * `useGetFaqQuery`, `useContactUsMutation`.
 */
export const {
  useListTicketsQuery,
  useGetTicketQuery,
  useUpdateTicketMutation,
  useReplyToTicketMutation,
  useCloseTicketMutation,
  useGetFaqQuery,
  useContactUsMutation,
} = supportApi;
