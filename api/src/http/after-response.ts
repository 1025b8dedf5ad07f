/**
 * Work a request starts but does not wait for: it runs once the response is on its way, so the
 * response cannot tell by its timing what the work found (a password reset for a known address sends
 * a mail, for an unknown one nothing). A failure is logged with the request id. Tests and a stopping
 * server wait for what is still running with `settledAfterResponse`.
 */
import type { AppServices, RequestState } from '../context';

const queued = new WeakMap<RequestState, Array<() => Promise<void>>>();
const running = new WeakMap<AppServices, Set<Promise<void>>>();

export function afterResponse(state: RequestState, work: () => Promise<void>): void {
  const list = queued.get(state) ?? [];
  list.push(work);
  queued.set(state, list);
}

/** Starts the request's queued work on the next turn of the event loop, after the response. */
export function runAfterResponse(state: RequestState): void {
  const list = queued.get(state);
  if (!list) return;
  queued.delete(state);
  const { services } = state;
  const set = running.get(services) ?? new Set<Promise<void>>();
  running.set(services, set);
  for (const work of list) {
    const started: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) =>
        services.errors.record({ event: 'after_response', requestId: state.requestId, error }),
      )
      .finally(() => set.delete(started));
    set.add(started);
  }
}

export async function settledAfterResponse(services: AppServices): Promise<void> {
  const set = running.get(services);
  while (set && set.size > 0) await Promise.all([...set]);
}
