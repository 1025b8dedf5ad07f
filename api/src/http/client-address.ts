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
  if (config.trustProxy) {
    // Behind our own proxy, its socket is the proxy; the first X-Forwarded-For hop is the browser.
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(serverContext);
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
