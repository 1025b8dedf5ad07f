// Loading the app asynchronously lets Module Federation negotiate the shared singletons first.
import('./bootstrap');
