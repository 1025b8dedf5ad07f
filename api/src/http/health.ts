/**
 * `GET /health`: whether this api process can serve, and which dependency is down when it cannot.
 * 200 `ok`; 200 `degraded` when only the notification connection is being opened again (sessions are
 * then kept no longer than SESSION_CACHE_MS; `notifications: off` when nothing is kept or
 * SESSION_CACHE_LISTEN=off); 503 `unavailable` when the database does not answer
 * within two seconds. A load balancer takes the process out of rotation on 503.
 */
import type { AppServices } from '../context';
import { json } from './responses';

const PING_LIMIT_MS = 2_000;

type DependencyState = 'ok' | 'unavailable';

async function databaseState(services: AppServices): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), PING_LIMIT_MS);
  });
  const ping = services.database.ping().then(
    (): DependencyState => 'ok',
    (): DependencyState => 'unavailable',
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthResponse(services: AppServices): Promise<Response> {
  const database = await databaseState(services);
  const notifications: DependencyState | 'off' =
    services.config.sessionCacheMs <= 0 || !services.config.sessionCacheListen
      ? 'off'
      : services.database.listening()
        ? 'ok'
        : 'unavailable';
  const status = database !== 'ok' ? 'unavailable' : notifications === 'unavailable' ? 'degraded' : 'ok';
  return json({ status, dependencies: { database, notifications } }, status === 'unavailable' ? 503 : 200, {
    'cache-control': 'no-store',
  });
}
