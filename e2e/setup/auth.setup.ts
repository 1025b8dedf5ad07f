import { expect, test as setup } from '@playwright/test';
import { ROLE_ACCOUNTS, authStateFile, type Role } from '../support/auth-state';
import { signIn } from '../support/sign-in';

// Signs in once per role through the login page; the tests then start signed in from these cookies.
for (const [role, email] of Object.entries(ROLE_ACCOUNTS) as Array<[Role, string]>) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().storageState({ path: authStateFile(role) });
  });
}
