/** Praktijkprogramma aanvragen (`/werkgever/praktijkprogrammas/aanvragen/{step}`). */
export { default } from './programme-form-screen';
