// The exported names of every `@portal/shared` entry point, with the version of the package that holds
// it, recorded in shared/exports-report.json (committed). A shared package's version must change when
// its exports do: a remote built against a newer export declares a newer version, so the host and the
// other builds never hand it a copy without that export (docs/decisions/0008). The test in
// shared/build/__tests__ fails while the report, the exports and the versions disagree.
//
//   node shared/build/exports-report.cjs           compare, print what disagrees, exit 1 if anything does
//   node shared/build/exports-report.cjs --write   record the current exports and versions (pnpm shared:exports)
const path = require('node:path');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const ts = require('typescript');

const { entryPoints, SHARED_PACKAGE_DIR } = require('./shared-modules.cjs');

const REPORT_FILE = path.join(SHARED_PACKAGE_DIR, 'exports-report.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The exported names of each entry point, values and types apart, read by the TypeScript compiler. */
function currentReport() {
  const entries = entryPoints();
  const configFile = path.join(SHARED_PACKAGE_DIR, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram({
    rootNames: entries.map((entry) => entry.file),
    options: config.options,
  });
  const checker = program.getTypeChecker();
  const report = {};
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.request}: ${entry.file} niet gevonden`);
    const values = [];
    const types = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.getName());
    }
    report[entry.request] = {
      package: entry.packageName,
      version: entry.version,
      values: values.sort(),
      types: types.sort(),
    };
  }
  return report;
}

const major = (version) => Number(String(version).split('.')[0]);
const minor = (version) => Number(String(version).split('.')[1]);
const missingFrom = (list, other) => list.filter((name) => !other.includes(name));

/**
 * What disagrees between the recorded report and the current one, as sentences; empty when they agree.
 * Names that changed while the version did not are the failure this exists for.
 */
function compareReports(recorded, current) {
  const problems = [];
  for (const [entry, now] of Object.entries(current)) {
    const before = recorded[entry];
    if (!before) {
      problems.push(`${entry}: nieuw entry point, nog niet vastgelegd (pnpm shared:exports).`);
      continue;
    }
    const removed = [...missingFrom(before.values, now.values), ...missingFrom(before.types, now.types)];
    const added = [...missingFrom(now.values, before.values), ...missingFrom(now.types, before.types)];
    const renamedPackage = before.package !== now.package;
    if (removed.length === 0 && added.length === 0 && before.version === now.version && !renamedPackage)
      continue;
    const change = [
      added.length ? `nieuw: ${added.join(', ')}` : '',
      removed.length ? `weg: ${removed.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    if ((added.length || removed.length) && before.version === now.version) {
      problems.push(
        `${entry}: de exports veranderden (${change}) maar ${now.package} staat nog op ${now.version}. ` +
          'Verhoog de versie (pnpm changeset, pnpm changeset version) en leg vast (pnpm shared:exports).',
      );
    } else if (removed.length && major(now.version) <= major(before.version)) {
      problems.push(
        `${entry}: exports verdwenen (${removed.join(', ')}): dat vraagt een nieuwe major van ${now.package}, niet ${now.version}.`,
      );
    } else if (
      added.length &&
      major(now.version) === major(before.version) &&
      minor(now.version) <= minor(before.version)
    ) {
      problems.push(
        `${entry}: exports erbij (${added.join(', ')}): dat vraagt minstens een nieuwe minor van ${now.package}, niet ${now.version}.`,
      );
    } else {
      problems.push(
        `${entry}: ${now.package} ${before.version} → ${now.version}${change ? ` (${change})` : ''}: leg vast met pnpm shared:exports.`,
      );
    }
  }
  for (const entry of Object.keys(recorded)) {
    if (!current[entry]) problems.push(`${entry}: entry point verdwenen; leg vast met pnpm shared:exports.`);
  }
  return problems;
}

const readReport = () => (existsSync(REPORT_FILE) ? readJson(REPORT_FILE) : {});

module.exports = { currentReport, compareReports, readReport, REPORT_FILE };

if (require.main === module) {
  const current = currentReport();
  if (process.argv.includes('--write')) {
    writeFileSync(REPORT_FILE, `${JSON.stringify(current, null, 2)}\n`);
    console.log(
      `${path.relative(process.cwd(), REPORT_FILE)}: ${Object.keys(current).length} entry points vastgelegd.`,
    );
  } else {
    const problems = compareReports(readReport(), current);
    for (const problem of problems) console.error(problem);
    process.exit(problems.length ? 1 : 0);
  }
}
