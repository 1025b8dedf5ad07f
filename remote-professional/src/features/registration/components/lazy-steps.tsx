/**
 * The wizard's later steps, each in a chunk of its own: the step a user opens first (the choice, or
 * the personal details where a link or a draft lands) does not load the diploma dialog, the upload
 * fields or the summary (issue 8). webpackPrefetch lets the browser fetch them when it is idle after
 * the first step is on screen, without running them, so moving on seldom waits.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingSkeleton } from '@portal/shared/ui';

export const LazyDiplomasStep = lazy(() =>
  import(/* webpackChunkName: "step-diplomas", webpackPrefetch: true */ './steps/diplomas-step').then(
    (module) => ({ default: module.DiplomasStep }),
  ),
);
export const LazyWorkStep = lazy(() =>
  import(/* webpackChunkName: "step-work", webpackPrefetch: true */ './steps/work-step').then((module) => ({
    default: module.WorkStep,
  })),
);
export const LazyVogStep = lazy(() =>
  import(/* webpackChunkName: "step-vog", webpackPrefetch: true */ './steps/vog-step').then((module) => ({
    default: module.VogStep,
  })),
);
export const LazyDeclarationsStep = lazy(() =>
  import(/* webpackChunkName: "step-declarations", webpackPrefetch: true */ './steps/declarations-step').then(
    (module) => ({ default: module.DeclarationsStep }),
  ),
);
export const LazySummaryStep = lazy(() =>
  import(/* webpackChunkName: "step-summary", webpackPrefetch: true */ './steps/summary-step').then(
    (module) => ({ default: module.SummaryStep }),
  ),
);

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
