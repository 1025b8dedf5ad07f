/**
 * antd's style work left out of the apps' builds (docs/decisions/0014, 0017): the style functions are cut
 * from antd's style modules, and the hooks they fed hand back what antd's own hooks return when the theme's
 * zeroRuntime is on.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render, renderHook } from '@testing-library/react';
import * as acorn from 'acorn';
import standInGenStyleUtils from '../antd-static-style/runtime/gen-style-utils.js';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripStyleFunctions } = require('../antd-static-style/strip-style-functions.cjs');

const ANTD = dirname(require.resolve('antd/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { genStyleUtils: antdGenStyleUtils } = require(
  require.resolve('@ant-design/cssinjs-utils', { paths: [ANTD] }),
);

type Node = acorn.Node & Record<string, unknown>;
const FACTORIES = ['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook'];

const parse = (source: string) =>
  acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;

function factoryCalls(node: unknown, calls: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return calls;
  const candidate = node as Node;
  const callee = candidate.callee as Node | undefined;
  if (
    candidate.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    FACTORIES.includes(callee.name as string)
  ) {
    calls.push(candidate);
  }
  for (const value of Object.values(candidate)) factoryCalls(value, calls);
  return calls;
}

/** The names a module exports, `default` included. */
function exportedNames(program: Node): string[] {
  const names: string[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration') names.push('default');
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of (statement.specifiers as Node[]) ?? [])
      names.push((specifier.exported as Node).name as string);
    const declaration = statement.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier') names.push(id.name as string);
        else
          for (const property of id.properties as Node[]) names.push((property.value as Node).name as string);
      }
    } else if (declaration) names.push((declaration.id as Node).name as string);
  }
  return names.sort();
}

/** antd's files that define style hooks: every style module and the wave effect's. */
function antdStyleModules(): string[] {
  const es = join(ANTD, 'es');
  const files = [join(es, '_util/wave/style.js')];
  for (const component of readdirSync(es)) {
    const styleDir = join(es, component, 'style');
    if (!existsSync(styleDir)) continue;
    for (const file of readdirSync(styleDir)) if (file.endsWith('.js')) files.push(join(styleDir, file));
  }
  return files.filter((file) =>
    /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(readFileSync(file, 'utf8')),
  );
}

describe("antd's style modules without their style functions", () => {
  const modules = antdStyleModules();

  it('finds the style modules of antd', () => {
    expect(modules.length).toBeGreaterThan(60);
  });

  it.each(modules.map((file) => [file.slice(ANTD.length + 4), file]))(
    '%s keeps its exports and calls each hook factory with the component name only',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const stripped: string = stripStyleFunctions(source);
      const before = parse(source);
      const after = parse(stripped);
      expect(exportedNames(after)).toEqual(exportedNames(before));
      const calls = factoryCalls(after);
      expect(calls.length).toBeGreaterThan(0);
      const namesBefore = factoryCalls(before).map((call) =>
        source.slice((call.arguments as Node[])[0]!.start, (call.arguments as Node[])[0]!.end),
      );
      const namesAfter = calls.map((call) => {
        expect(call.arguments).toHaveLength(1);
        return stripped.slice((call.arguments as Node[])[0]!.start, (call.arguments as Node[])[0]!.end);
      });
      expect(namesAfter).toEqual(namesBefore);
      expect(stripped.length).toBeLessThan(source.length);
    },
  );

  it('cuts a call inside another call with the outer one', () => {
    const source =
      "export default genStyleHooks('Outer', (token) => genSubStyleComponent('Inner', style, token), prepare, { order: 1 });";
    expect(stripStyleFunctions(source)).toBe("export default genStyleHooks('Outer');");
  });

  it('leaves a module without hook factory calls as it is', () => {
    const source =
      "import { unit } from '@ant-design/cssinjs';\nexport const size = (token) => unit(token.size);\n";
    expect(stripStyleFunctions(source)).toBe(source);
  });
});

describe("the style hooks of the build, against antd's own with zeroRuntime on", () => {
  const token = {
    theme: undefined,
    realToken: { colorPrimary: '#00808a' },
    token: { colorPrimary: '#00808a' },
    hashId: 'css-portalhash',
    cssVar: { key: 'portal', prefix: 'ant' },
    zeroRuntime: true,
  };
  const config = {
    useToken: () => token,
    usePrefix: () => ({ rootPrefixCls: 'ant', iconPrefixCls: 'anticon' }),
    useCSP: () => ({}),
    getCompUnitless: () => ({}),
  };
  const original = antdGenStyleUtils(config);
  const standIn = standInGenStyleUtils(config);
  const styleFn = jest.fn(() => ({}));

  it('genStyleHooks: the hash class and the CSS-variable class', () => {
    const expected = renderHook(() => original.genStyleHooks('Button', styleFn)('ant-btn', 'ant-btn-root'))
      .result.current;
    const actual = renderHook(() => standIn.genStyleHooks('Button')('ant-btn', 'ant-btn-root')).result
      .current;
    expect(actual).toEqual(['css-portalhash', 'portal']);
    expect(actual).toEqual(expected);
  });

  it('genComponentStyleHook: the hash class', () => {
    const expected = renderHook(() => original.genComponentStyleHook('Wave', styleFn)('ant-wave')).result
      .current;
    const actual = renderHook(() => standIn.genComponentStyleHook('Wave')('ant-wave')).result.current;
    expect(actual).toBe('css-portalhash');
    expect(actual).toBe(expected);
  });

  it('genSubStyleComponent: renders nothing', () => {
    const Original = original.genSubStyleComponent(['Button', 'compact'], styleFn);
    const StandIn = standIn.genSubStyleComponent(['Button', 'compact']);
    expect(render(<StandIn prefixCls="ant-btn" />).container.innerHTML).toBe('');
    expect(render(<Original prefixCls="ant-btn" />).container.innerHTML).toBe('');
  });

  it('computes no style with zeroRuntime on', () => {
    expect(styleFn).not.toHaveBeenCalled();
  });
});
