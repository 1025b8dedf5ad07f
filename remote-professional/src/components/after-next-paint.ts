/**
 * How long to wait for frames at most: a page in a background tab paints no frames, and what waits
 * for them must still come.
 */
const FRAME_WAIT_LIMIT_MS = 250;

/**
 * Resolves once the browser has painted and shown what is committed now: one frame paints it, and
 * only when the next frame begins has it reached the screen (Chromium dates a paint by when it was
 * shown, not when the main thread drew it); then a task of its own. Code that waits for this runs
 * after the page shows what it already has, instead of before (issue 8: the registration form's step
 * heading shows before the form's code runs). On a fast device that is about two frames (33 ms); on a
 * slow phone, where the form's code takes hundreds of milliseconds to run, the heading is there first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.setTimeout(resolve, 0);
    };
    if (typeof window.requestAnimationFrame === 'function')
      window.requestAnimationFrame(() => window.requestAnimationFrame(finish));
    window.setTimeout(finish, FRAME_WAIT_LIMIT_MS);
  });
}
