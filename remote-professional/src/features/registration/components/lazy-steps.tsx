/**
 * The wizard's later steps, each in a chunk of its own: the step a user opens first (the choice, or
 * the personal details where a link or a draft lands) does not load the diploma dialog, the upload
 * fields, the summary or antd (issue 8). Their files are prefetched once this chunk has loaded, one a
 * task when the browser is idle (lib/prefetch-later.ts, from the build's list of the `later-registration-`
 * chunks), so moving on seldom waits for the network; they run only when their step opens, so the
 * first step's load has none of their work on the main thread (running them from a timer after
 * mounting cost a phone 100-300 ms of blocking).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingSkeleton } from '@portal/shared/ui';
import { prefetchLater } from '../../../lib/prefetch-later';

const loadDiplomasStep = () =>
  import(/* webpackChunkName: "later-registration-diplomas" */ './steps/diplomas-step');
const loadWorkStep = () => import(/* webpackChunkName: "later-registration-work" */ './steps/work-step');
const loadVogStep = () => import(/* webpackChunkName: "later-registration-vog" */ './steps/vog-step');
const loadDeclarationsStep = () =>
  import(/* webpackChunkName: "later-registration-declarations" */ './steps/declarations-step');
const loadSummaryStep = () =>
  import(/* webpackChunkName: "later-registration-summary" */ './steps/summary-step');
/** antd's theme and locale, for the later steps only: the first steps render no antd. */
const loadAntdScope = () => import(/* webpackChunkName: "later-registration-antd" */ './antd-step-scope');

// This chunk has arrived: its later steps' files are for the idle moments from now on.
prefetchLater('later-registration-');

/** A later step in a chunk of its own, inside antd's scope, which loads beside it. */
function lazyInAntd<P extends object>(loadStep: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Step, { AntdScope }] = await Promise.all([loadStep(), loadAntdScope()]);
    return {
      default: (props: P) => (
        <AntdScope>
          <Step {...props} />
        </AntdScope>
      ),
    };
  });
}

export const LazyDiplomasStep = lazyInAntd(() => loadDiplomasStep().then((module) => module.DiplomasStep));
export const LazyWorkStep = lazyInAntd(() => loadWorkStep().then((module) => module.WorkStep));
export const LazyVogStep = lazyInAntd(() => loadVogStep().then((module) => module.VogStep));
export const LazyDeclarationsStep = lazyInAntd(() =>
  loadDeclarationsStep().then((module) => module.DeclarationsStep),
);
export const LazySummaryStep = lazyInAntd(() => loadSummaryStep().then((module) => module.SummaryStep));

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
