/**
 * The api's Node HTTP server. A request answered before its body was read to the end (refused
 * unsigned, or cut off at its limit) is not read on: Node would otherwise read the rest of, say, a
 * 40 MB upload only to throw it away. The connection lingers a moment, discarding at most a megabyte,
 * so the client reads the refusal before the socket closes (closing at once with data still coming
 * makes TCP reset the connection, and the answer can be lost).
 */
import http from 'node:http';
import type { Socket } from 'node:net';

const LINGER_MS = 1_000;
const LINGER_BYTES = 1024 * 1024;

function closeAfterLinger(request: http.IncomingMessage, socket: Socket): void {
  let discarded = 0;
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > LINGER_BYTES) {
      clearTimeout(timer);
      close();
    }
  });
  request.on('end', () => clearTimeout(timer));
  request.resume();
}

export function createApiServer(handler: http.RequestListener): http.Server {
  return http.createServer((request, response) => {
    // Kept now: Node detaches the socket from the request once the response is done with it.
    const socket = request.socket;
    response.once('finish', () => {
      if (!request.complete) closeAfterLinger(request, socket);
    });
    void handler(request, response);
  });
}
