// `npm run staff -- <command>` on a fresh machine without pnpm (issue 8, ease of use): the staff
// script finds no pnpm of the pinned version and runs it through npx, as `npm start` and `npm test`
// do. npx is replaced by a recorder here (no download in a test); PATH holds only node, npm and the
// shell's own tools, so a pnpm installed on this machine cannot be picked up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const which = (name) =>
  realpathSync(
    execFileSync('bash', ['-c', `command -v ${name}`])
      .toString()
      .trim(),
  );

function machine({ pnpmVersion } = {}) {
  const bin = mkdtempSync(join(tmpdir(), 'portal-staff-bin-'));
  for (const tool of ['node', 'bash', 'sh', 'dirname', 'env', 'cat'])
    symlinkSync(which(tool), join(bin, tool));
  // npm is a script that finds its own files next to its real path.
  symlinkSync(which('npm'), join(bin, 'npm'));
  const record = join(bin, 'calls.txt');
  const recorder = (name) => {
    writeFileSync(
      join(bin, name),
      `#!${which('bash')}\n[ "$1" = "--version" ] && { echo "${pnpmVersion}"; exit 0; }\necho "${name} $*" >> "${record}"\n`,
    );
    chmodSync(join(bin, name), 0o755);
  };
  recorder('npx');
  if (pnpmVersion) recorder('pnpm');
  return {
    run: (args) =>
      execFileSync(join(bin, 'npm'), args, { cwd: root, env: { PATH: bin, HOME: bin }, stdio: 'pipe' }),
    calls: () => readFileSync(record, 'utf8').trim(),
    remove: () => rmSync(bin, { recursive: true, force: true }),
  };
}

test('npm run staff runs the staff command through npx when pnpm is missing', () => {
  const m = machine();
  try {
    m.run(['run', '--silent', 'staff', '--', 'maintenance', 'on']);
    assert.equal(
      m.calls(),
      `npx --yes pnpm@${pinned} --silent --filter @portal/api run staff maintenance on`,
    );
  } finally {
    m.remove();
  }
});

test('npm run staff uses an installed pnpm of the pinned version, and npx for any other version', () => {
  const right = machine({ pnpmVersion: pinned });
  const wrong = machine({ pnpmVersion: '9.0.0' });
  try {
    right.run(['run', '--silent', 'staff', '--', 'registrations']);
    assert.equal(right.calls(), 'pnpm --silent --filter @portal/api run staff registrations');
    wrong.run(['run', '--silent', 'staff', '--', 'registrations']);
    assert.match(wrong.calls(), new RegExp(`^npx --yes pnpm@${pinned.replaceAll('.', '\\.')} `));
  } finally {
    right.remove();
    wrong.remove();
  }
});
