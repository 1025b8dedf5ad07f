// The form step the measurements use (issue 8): step 2 (Persoonsgegevens, with the date field) of
// concept@demo.nl's registration draft, which waits on step 3. Read from the dashboard's 'Ga verder met
// je aanvraag' link, in a context signed in as concept@demo.nl: the draft's address has its own uuid.

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} base the host's origin
 */
export async function formStepAddress(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  const href = await page
    .getByRole('link', { name: 'Ga verder met je aanvraag' })
    .first()
    .getAttribute('href');
  await page.close();
  if (!href) throw new Error('concept@demo.nl heeft geen registratieconcept');
  return `${base}${href.replace(/\/\d+$/, '')}/2`;
}
