// docker-compose.yml cannot read shared/src/routes/remotes.json, so this test holds the two together: every
// remote of the list is a service of its own, published on its port, serving its folder's build, and
// the host's configuration points at it; no other remote is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const remotes = JSON.parse(readFileSync(resolve(root, 'shared/src/routes/remotes.json'), 'utf8'));
const compose = readFileSync(resolve(root, 'docker-compose.yml'), 'utf8');

/** The lines of one top-level service, up to the next service or the end of `services`. */
function serviceBlock(name) {
  const match = compose.match(new RegExp(`\\n  ${name}:[^\\n]*\\n((?:    [^\\n]*\\n|\\s*\\n)*)`));
  return match ? match[1] : null;
}

for (const [name, { folder, devPort }] of Object.entries(remotes)) {
  test(`${folder}: its own service on port ${devPort}, serving ${folder}/dist`, () => {
    const block = serviceBlock(folder);
    assert.ok(block, `docker-compose.yml mist de service ${folder}`);
    assert.match(block, new RegExp(`ports: \\['${devPort}:80'\\]`));
    assert.match(block, new RegExp(`\\./${folder}/dist:/usr/share/nginx/html:ro`));
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    assert.match(
      compose,
      new RegExp(`${variable}: \\$\\{${variable}:-http://localhost:${devPort}/mf-manifest.json\\}`),
    );
  });
}

test('no remote service that shared/remotes.json does not list', () => {
  const services = [...compose.matchAll(/\n {2}(remote-[a-z-]+):/g)].map((match) => match[1]);
  const folders = Object.values(remotes).map((remote) => remote.folder);
  assert.deepEqual([...services].sort(), [...folders].sort());
});
