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

// jsdom's Blob has no text() (a chosen file's contents, as the points entry reads a CSV file); the
// browser's reads the whole file as UTF-8, as FileReader.readAsText does here.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}
