// Issue 8 (TBT): the host's libraries used to be evaluated in one task when the last of their files
// arrived (0.3 s at Lighthouse's 4x slowdown). Their files still load at once, as parts of this module's
// chunk group (webpackMode "eager"); each library is evaluated in a task of its own, with a yield to the
// browser in between, so input and paint are not held up behind all of them. Apollo's own code is not
// among them: the portal client loads it on first use (@portal/shared/graphql's createPortalClient).
import { nextTask } from './lib/next-task';

await import(/* webpackMode: "eager" */ 'react-dom/client');
await nextTask();
await import(/* webpackMode: "eager" */ '@portal/shared/router');
await nextTask();
await import(/* webpackMode: "eager" */ '@portal/shared/graphql');
await nextTask();
await import(/* webpackMode: "eager" */ './bootstrap');

export {};
