/** Entry point of `pnpm staff <command>` (see staff/staff-cli.ts). */
import { loadConfig } from '../config/env';
import { runStaffCli } from '../staff/staff-cli';

runStaffCli(process.argv.slice(2), loadConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('De opdracht is mislukt:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
