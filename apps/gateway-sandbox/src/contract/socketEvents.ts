import { SOCKET_EVENTS } from '@agent-portal/api-client/wire';
import { WIRE_SCHEMA_BY_NAME, mapRefs, type JsonSchema } from './wireSchemas.js';

/** One socket event of spec §7 "Socket": its name, direction, payload wire type and meaning. */
export interface SocketEventDoc {
  /** Event name, e.g. `ml.ping.notify.me`. */
  name: string;
  /** `send`: the client emits it; `receive`: the gateway emits it. */
  direction: 'send' | 'receive';
  /** The payload's wire type (a name of `@agent-portal/api-client/wire`). */
  payload: string;
  /** What it means. */
  summary: string;
}

/** The socket events of spec §7 (issue #31): what the realtime channel carries, both ways. */
export const SOCKET_EVENT_DOCS: readonly SocketEventDoc[] = [
  { name: SOCKET_EVENTS.handshake, direction: 'send', payload: 'SocketHandshake', summary: 'Identifies the session after connecting (and again when the agent changes language).' },
  { name: SOCKET_EVENTS.handshake, direction: 'receive', payload: 'SocketHandshakeAck', summary: 'The answer to the handshake: accepted, or why not.' },
  { name: SOCKET_EVENTS.welcome, direction: 'receive', payload: 'SocketWelcome', summary: 'A greeting after an accepted handshake.' },
  { name: SOCKET_EVENTS.notifyMe, direction: 'receive', payload: 'NotifyMePush', summary: "The agent's notification state (unseen count, latest page, total), to replace the client's." },
  { name: SOCKET_EVENTS.markAsSeen, direction: 'send', payload: 'MarkAsSeenEvent', summary: 'Marks one notification seen, or all when `id` is absent.' },
  { name: SOCKET_EVENTS.autoSessionLogout, direction: 'receive', payload: 'AutoSessionLogout', summary: 'The gateway ended the session: the client logs out (spec §4).' },
];

/** The "Socket events" section of the OpenAPI document's description (Markdown). */
export const SOCKET_SECTION = [
  '## Socket events (spec §7)',
  '',
  'socket.io at `/socket.io` on the same origin (transports: websocket, then polling), authenticated by the',
  'session cookie; the same events as an AsyncAPI 3.0 document: `/asyncapi.json`.',
  '',
  '| event | direction | payload |',
  '|---|---|---|',
  ...SOCKET_EVENT_DOCS.map((event) => `| \`${event.name}\` | ${event.direction === 'send' ? 'client → gateway' : 'gateway → client'} | \`${event.payload}\`: ${event.summary} |`),
].join('\n');

/**
 * The wire type `name` as a component of the AsyncAPI document: without its `$id` (only a wire
 * schema's top carries one), its `X#` refs as `#/components/schemas/X`, and each X added to
 * `reached`. Undefined when the wire has no type of that name.
 */
function componentSchema(name: string, reached: Set<string>): JsonSchema | undefined {
  const schema = WIRE_SCHEMA_BY_NAME.get(name);
  if (!schema) return undefined;
  const { $id: _registeredAs, ...component } = schema;
  return mapRefs(component, (ref) => {
    if (!ref.endsWith('#')) return ref;
    reached.add(ref.slice(0, -1));
    return `#/components/schemas/${ref.slice(0, -1)}`;
  });
}

/**
 * The AsyncAPI 3.0 document of the socket events (issue #31; spec §7 Socket), served at
 * `/asyncapi.json` and checked in beside the OpenAPI document
 * (`packages/api-client/openapi/gateway.asyncapi.json`). Payloads are the wire's JSON Schemas.
 * @param version - `info.version`, as the OpenAPI document's.
 */
export function asyncApiDocument(version: string): JsonSchema {
  const schemas: Record<string, unknown> = {};
  const pending = [...new Set(SOCKET_EVENT_DOCS.map((event) => event.payload))];
  while (pending.length > 0) {
    const name = pending.shift()!;
    if (schemas[name]) continue;
    const reached = new Set<string>();
    schemas[name] = componentSchema(name, reached);
    pending.push(...[...reached].filter((next) => !schemas[next]));
  }
  const key = (event: SocketEventDoc) => `${event.direction}:${event.name}`.replace(/[^A-Za-z0-9]+/g, '_');
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Agent Portal realtime channel',
      version,
      description: 'The socket events of spec §7, carried by socket.io at `/socket.io` (websocket, then polling), authenticated by the session cookie.',
    },
    servers: { sandbox: { host: 'localhost:4000', pathname: '/socket.io', protocol: 'ws', description: 'The gateway sandbox (`npm start`).' } },
    channels: {
      agent: {
        address: '/socket.io',
        description: "The signed-in user's socket: the gateway pushes to the agent's room.",
        messages: Object.fromEntries(
          SOCKET_EVENT_DOCS.map((event) => [key(event), { name: event.name, summary: event.summary, payload: { $ref: `#/components/schemas/${event.payload}` } }]),
        ),
      },
    },
    operations: Object.fromEntries(
      SOCKET_EVENT_DOCS.map((event) => [
        key(event),
        {
          action: event.direction === 'send' ? 'receive' : 'send',
          channel: { $ref: '#/channels/agent' },
          summary: `${event.direction === 'send' ? 'The client emits' : 'The gateway emits'} \`${event.name}\`.`,
          messages: [{ $ref: `#/channels/agent/messages/${key(event)}` }],
        },
      ]),
    ),
    components: { schemas },
  };
}
