/** What every empty list or value of this remote says (STYLE: 'Geen gegevens beschikbaar'). */
export const NO_DATA = 'Geen gegevens beschikbaar';
