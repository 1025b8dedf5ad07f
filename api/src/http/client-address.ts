/** Who is asking: the client's IP address and whether the request reached us over HTTPS. */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config/env';

/** What the HTTP server (or a test) hands to the request handler besides the request. */
export interface ServerContext {
  req?: IncomingMessage;
  /** Tests running the handler in-process name the client address here. */
  clientIp?: string;
}

export function socketAddress(serverContext: ServerContext | undefined): string {
  return serverContext?.clientIp ?? serverContext?.req?.socket.remoteAddress ?? 'unknown';
}

export function clientAddress(
  request: Request,
  serverContext: ServerContext | undefined,
  config: Config,
): string {
  return (
    forwardedClient(request.headers.get('x-forwarded-for'), config.trustProxyHops) ??
    socketAddress(serverContext)
  );
}

/**
 * The address the outermost trusted proxy saw. Each trusted proxy appends one entry, so the client
 * is `hops` entries from the right; anything further left was written by the client and is ignored
 * (taking the leftmost entry would let every request pick its own address and dodge throttling).
 */
export function forwardedClient(header: string | null, hops: number): string | undefined {
  if (hops === 0 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Secure cookies when the browser talks HTTPS to us or to the proxy in front of us. */
export function cameOverHttps(request: Request, config: Config): boolean {
  if (config.secureCookies !== 'auto') return config.secureCookies === 'always';
  if (new URL(request.url).protocol === 'https:') return true;
  // A forged header can only make our cookies stricter, so it is honoured without TRUST_PROXY.
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
