// The package boundaries of STYLE.md and ARCHITECTURE.md are lint rules; each must fire on a
// deliberate violation, or a rule that silently stopped matching would let the seams erode unseen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (relative to the root). */
async function rulesFiredFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

/** Some real source file inside a feature folder, so that import resolution finds its target. */
function firstSourceFile(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) return path;
    if (entry.isDirectory() && entry.name !== '__tests__') {
      const found = firstSourceFile(path);
      if (found) return found;
    }
  }
  return undefined;
}

test('a feature that imports another feature is refused', async () => {
  const featuresDir = join(root, 'remote-account/src/features');
  const [first, second] = readdirSync(featuresDir).sort();
  const target = firstSourceFile(join(featuresDir, second));
  assert.ok(target, `no source file in feature ${second}`);
  const importer = `remote-account/src/features/${first}/violation.ts`;
  const specifier = relative(join(root, dirname(importer)), target).replace(/\.tsx?$/, '');
  const fired = await rulesFiredFor(importer, `import * as other from '${specifier}';\nexport { other };\n`);
  assert.ok(fired.includes('import-x/no-restricted-paths'), `fired: ${fired.join(', ')}`);
});

test('a relative import that leaves its package is refused', async () => {
  const fired = await rulesFiredFor(
    'remote-account/src/app/violation.ts',
    "import * as api from '../../../api/src/server';\nexport { api };\n",
  );
  assert.ok(fired.includes('import-x/no-relative-packages'), `fired: ${fired.join(', ')}`);
});

test('a remote that imports another remote or the host is refused', async () => {
  for (const specifier of ['@portal/remote-professional', '@portal/host']) {
    const fired = await rulesFiredFor(
      'remote-account/src/app/violation.ts',
      `import * as other from '${specifier}';\nexport { other };\n`,
    );
    assert.ok(fired.includes('no-restricted-imports'), `${specifier} fired: ${fired.join(', ')}`);
  }
});

test('the api imports only the React-free subpaths of shared', async () => {
  const refused = await rulesFiredFor(
    'api/src/violation.ts',
    "import * as forms from '@portal/shared/forms';\nexport { forms };\n",
  );
  assert.ok(refused.includes('no-restricted-imports'), `fired: ${refused.join(', ')}`);
  const allowed = await rulesFiredFor(
    'api/src/violation.ts',
    "import * as validation from '@portal/shared/validation';\nexport { validation };\n",
  );
  assert.ok(!allowed.includes('no-restricted-imports'), `fired: ${allowed.join(', ')}`);
});

test('the browser tests import no app code', async () => {
  for (const specifier of [
    '@portal/host',
    '@portal/remote-account',
    '@portal/shared/forms',
    '@portal/shared/testing',
    '@portal/shared/testing/fake-client',
  ]) {
    const fired = await rulesFiredFor(
      'e2e/tests/violation.spec.ts',
      `import * as app from '${specifier}';\nexport { app };\n`,
    );
    assert.ok(fired.includes('no-restricted-imports'), `${specifier} fired: ${fired.join(', ')}`);
  }
});

test('the browser tests may read a PDF with the shared pdf-text helper, and nothing else from testing', async () => {
  const allowed = await rulesFiredFor(
    'e2e/tests/violation.spec.ts',
    "import { pdfText } from '@portal/shared/testing/pdf-text';\nexport { pdfText };\n",
  );
  assert.ok(!allowed.includes('no-restricted-imports'), `fired: ${allowed.join(', ')}`);
});

test('a file name that is not kebab-case is refused', async () => {
  const fired = await rulesFiredFor('remote-account/src/app/LoginScreen.tsx', 'export const answer = 42;\n');
  assert.ok(fired.includes('check-file/filename-naming-convention'), `fired: ${fired.join(', ')}`);
  const kebab = await rulesFiredFor('remote-account/src/app/login-screen.tsx', 'export const answer = 42;\n');
  assert.deepEqual(kebab, []);
});

test('react-router is imported only through @portal/shared/router', async () => {
  const fired = await rulesFiredFor(
    'remote-account/src/app/violation.ts',
    "import { useNavigate } from 'react-router-dom';\nexport { useNavigate };\n",
  );
  assert.ok(fired.includes('no-restricted-imports'), `fired: ${fired.join(', ')}`);
  const allowed = await rulesFiredFor(
    'remote-account/src/app/violation.ts',
    "import { useNavigate } from '@portal/shared/router';\nexport { useNavigate };\n",
  );
  assert.ok(!allowed.includes('no-restricted-imports'), `fired: ${allowed.join(', ')}`);
});
