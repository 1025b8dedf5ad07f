import { TextDecoder, TextEncoder } from 'node:util';

/** Browser APIs that antd's popups and react-router use and jsdom lacks (loaded by setup-tests.ts). */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class MessagePortStub {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  target: MessagePortStub | null = null;
  postMessage(data: unknown): void {
    setTimeout(() => this.target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {}
}

class MessageChannelStub {
  port1 = new MessagePortStub();
  port2 = new MessagePortStub();
  constructor() {
    this.port1.target = this.port2;
    this.port2.target = this.port1;
  }
}

const globals = globalThis as Record<string, unknown>;
if (!('ResizeObserver' in globals)) globals.ResizeObserver = ResizeObserverStub;
if (!('MessageChannel' in globals)) globals.MessageChannel = MessageChannelStub;
if (!('TextEncoder' in globals)) globals.TextEncoder = TextEncoder;
if (!('TextDecoder' in globals)) globals.TextDecoder = TextDecoder;
