/**
 * Resolves in a later task: the browser may paint and take input in between. The host's start-up splits
 * its work with it (issue 8: a phone's long tasks are what Total Blocking Time counts).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
