/**
 * Browser APIs antd and the form engine use that jsdom lacks; imported by tests of screens that
 * render antd (the shared setup file does not provide them yet).
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const globals = globalThis as Record<string, unknown>;
if (!('ResizeObserver' in globals)) globals.ResizeObserver = ResizeObserverStub;
if (!('TextEncoder' in globals)) globals.TextEncoder = TextEncoder;
if (!('TextDecoder' in globals)) globals.TextDecoder = TextDecoder;

// antd widgets render slowly under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
