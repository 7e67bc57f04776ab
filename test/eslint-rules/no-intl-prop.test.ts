import { spawnSync } from 'node:child_process';
import { ROOT, ruleFindings } from './rule-findings';

/** This rule's findings for each of `cases`, as `messageId@line` (see {@link ruleFindings}). */
const findings = (cases: readonly string[]): string[][] => ruleFindings('no-intl-prop', cases, 'probe.tsx');

describe('lint rule local/no-intl-prop', () => {
  it('is on for every module of src/ in the project configuration', () => {
    // Both files' configurations from one load of eslint.config.mjs.
    const script = `
      import { ESLint } from 'eslint';
      const eslint = new ESLint({ cwd: process.cwd() });
      const files = ['src/features/overview/probe.tsx', 'src/ui/probe.ts'];
      const rules = await Promise.all(files.map(async (file) => (await eslint.calculateConfigForFile(file)).rules));
      process.stdout.write(JSON.stringify(rules.map((r) => r['local/no-intl-prop'])));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`the configuration child failed: ${run.stderr}`);
    expect(JSON.parse(run.stdout)).toEqual([[2], [2]]);
  });

  it('reports intl handed down: a prop typed IntlShape, an intl attribute, a hook taking an IntlShape', () => {
    expect(
      findings([
        'interface CardProps {\n  readonly intl: IntlShape;\n  name: string;\n}',
        'export function Line({ intl }: { intl: IntlShape }) {\n  return <p>{intl.locale}</p>;\n}',
        'type Props = { intl: Readonly<IntlShape> };',
        'const row = <Row\n  intl={intl} name="a" />;',
        'export function useLink(hub: Hub, intl: IntlShape) {\n  return hub;\n}',
        'const useBanner = (intl: IntlShape) => intl.locale;',
      ]),
    ).toEqual([['prop@2'], ['prop@1'], ['prop@1'], ['attribute@2'], ['hookArgument@1'], ['hookArgument@1']]);
  });

  it('accepts intl read with useIntl() and text functions that take it as an argument', () => {
    expect(
      findings([
        'export function Line({ name }: { name: string }) {\n  const intl = useIntl();\n  return <p>{intl.formatMessage(texts.line, { name })}</p>;\n}',
        'export function alertText(intl: IntlShape, alert: Alert): string {\n  return intl.formatMessage(texts.title);\n}',
        'const row = <Row name="a" locale={intl.locale} />;',
        'export function useLink(hub: Hub) {\n  const intl = useIntl();\n  return intl.locale;\n}',
      ]),
    ).toEqual([[], [], [], []]);
  });
});
