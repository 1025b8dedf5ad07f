/** Praktijkprogramma bewerken (`/werkgever/praktijkprogrammas/bewerken/{uuid}/{step}`). */
export { default } from './programme-form-screen';
