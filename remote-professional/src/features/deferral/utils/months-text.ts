/** '1 maand', '6 maanden'. */
export const monthsText = (months: number) => `${months} ${months === 1 ? 'maand' : 'maanden'}`;
