/**
 * The wizard's later steps, each in a chunk of its own: the step a user opens first (the choice, or
 * the personal details where a link or a draft lands) does not load the diploma dialog, the upload
 * fields or the summary (issue 8). `useLaterStepsWhenIdle` loads them once the browser is idle after
 * the first step is on screen, so moving on seldom waits. Loaded by the component itself rather than
 * webpack's prefetch hints, whose runtime would weigh on remoteEntry.js (10 KB budget, decision 0003).
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { LoadingSkeleton } from '@portal/shared/ui';

const loadDiplomasStep = () => import('./steps/diplomas-step');
const loadWorkStep = () => import('./steps/work-step');
const loadVogStep = () => import('./steps/vog-step');
const loadDeclarationsStep = () => import('./steps/declarations-step');
const loadSummaryStep = () => import('./steps/summary-step');

export const LazyDiplomasStep = lazy(() =>
  loadDiplomasStep().then((module) => ({ default: module.DiplomasStep })),
);
export const LazyWorkStep = lazy(() => loadWorkStep().then((module) => ({ default: module.WorkStep })));
export const LazyVogStep = lazy(() => loadVogStep().then((module) => ({ default: module.VogStep })));
export const LazyDeclarationsStep = lazy(() =>
  loadDeclarationsStep().then((module) => ({ default: module.DeclarationsStep })),
);
export const LazySummaryStep = lazy(() =>
  loadSummaryStep().then((module) => ({ default: module.SummaryStep })),
);

const LATER_STEPS = [loadDiplomasStep, loadWorkStep, loadVogStep, loadDeclarationsStep, loadSummaryStep];

/**
 * How long after the first step mounts the later steps' code is asked for: its data and first paint
 * come within this, and the later steps' files do not compete with them (on a phone, the first idle
 * moment after mounting came before the step's first paint). Filling in a step takes longer.
 */
export const LATER_STEPS_DELAY_MS = 2000;

/**
 * Loads the later steps' code a moment after the first step mounted, when the browser is next idle; a
 * failure is left to the step's own load.
 */
export function useLaterStepsWhenIdle(): void {
  useEffect(() => {
    const load = () => {
      for (const step of LATER_STEPS) step().catch(() => undefined);
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(load, { timeout: 5000 });
      else load();
    }, LATER_STEPS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}

/** A lazy step with the screen's skeleton ('Laden...') while its code arrives. */
export function StepLoader<P extends object>({
  step: Step,
  ...props
}: { step: ComponentType<P> } & P): ReactNode {
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      <Step {...(props as P)} />
    </Suspense>
  );
}
