import type { SocketClientModule } from '../realtime.js';

type Listener = (...args: unknown[]) => void;

class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  /** Delivers an event to the listeners (the "server" side of the fake). */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** A stand-in for a socket.io-client Socket: records emits; tests fire server events. */
export class FakeSocket extends Emitter {
  connected = false;
  active = true;
  readonly io = new Emitter();
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  disconnected = false;
  connectCalls = 0;
  ackWith: unknown = { ok: true, updated: 1, unseen: 0 };
  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  timeout() {
    return {
      emitWithAck: async (event: string, ...args: unknown[]) => {
        this.emitted.push({ event, args });
        if (this.ackWith instanceof Error) throw this.ackWith;
        return this.ackWith;
      },
    };
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** Simulates a successful (re)connection. */
  serverConnect() {
    this.connected = true;
    this.fire('connect');
  }
}

/** A fake socket.io-client module recording every socket it creates. */
export function fakeClient() {
  const sockets: FakeSocket[] = [];
  const module = {
    io: (url: string, options: Record<string, unknown>) => {
      const socket = new FakeSocket(url, options);
      sockets.push(socket);
      return socket;
    },
  } as unknown as SocketClientModule;
  return { sockets, module, loadClient: () => Promise.resolve(module) };
}
