/**
 * `pnpm codegen` writes the generated operation types (see operation-types.cjs); with `--check`
 * it writes nothing and fails, naming the files, when one is stale.
 */
const { mkdirSync, readFileSync, writeFileSync, existsSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { generateOperationTypes, ROOT } = require('./operation-types.cjs');

const check = process.argv.includes('--check');

generateOperationTypes().then(
  (files) => {
    const stale = files.filter((file) => {
      const path = join(ROOT, file.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
    });
    if (check) {
      for (const file of stale) console.error(`verouderd: ${file.path} (draai pnpm codegen)`);
      process.exitCode = stale.length > 0 ? 1 : 0;
      return;
    }
    for (const file of stale) {
      mkdirSync(dirname(join(ROOT, file.path)), { recursive: true });
      writeFileSync(join(ROOT, file.path), file.content);
      console.log(`geschreven: ${file.path}`);
    }
  },
  (error) => {
    console.error(error);
    process.exitCode = 2;
  },
);
