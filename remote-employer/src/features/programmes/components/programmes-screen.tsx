/** Praktijkprogramma (`/werkgever/praktijkprogrammas`): the overview, as at `/overzicht`. */
export { default } from './programmes-overview-screen';
