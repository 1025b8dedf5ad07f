// Loading the app asynchronously lets Module Federation negotiate the shared singletons first; the
// libraries are then evaluated one per task (load-in-stages.ts), the app last.
import('./load-in-stages');
