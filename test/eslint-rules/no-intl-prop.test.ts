import { probeRule, type RuleProbe } from './rule-findings';

const REPORTED = [
  'interface CardProps {\n  readonly intl: IntlShape;\n  name: string;\n}',
  'export function Line({ intl }: { intl: IntlShape }) {\n  return <p>{intl.locale}</p>;\n}',
  'type Props = { intl: Readonly<IntlShape> };',
  'const row = <Row\n  intl={intl} name="a" />;',
  'export function useLink(hub: Hub, intl: IntlShape) {\n  return hub;\n}',
  'const useBanner = (intl: IntlShape) => intl.locale;',
];
const ACCEPTED = [
  'export function Line({ name }: { name: string }) {\n  const intl = useIntl();\n  return <p>{intl.formatMessage(texts.line, { name })}</p>;\n}',
  'export function alertText(intl: IntlShape, alert: Alert): string {\n  return intl.formatMessage(texts.title);\n}',
  'const row = <Row name="a" locale={intl.locale} />;',
  'export function useLink(hub: Hub) {\n  const intl = useIntl();\n  return intl.locale;\n}',
];

describe('lint rule local/no-intl-prop', () => {
  let probe: RuleProbe;
  beforeAll(() => {
    // The cases and the rule's setting for two modules of src/, in one child.
    probe = probeRule({
      name: 'no-intl-prop',
      cases: [...REPORTED, ...ACCEPTED],
      probe: 'probe.tsx',
      configuredFor: ['src/features/overview/probe.tsx', 'src/ui/probe.ts'],
    });
  });

  it('is on for every module of src/ in the project configuration', () => {
    expect(probe.configured).toEqual([[2], [2]]);
  });

  it('reports intl handed down: a prop typed IntlShape, an intl attribute, a hook taking an IntlShape', () => {
    expect(probe.findings.slice(0, REPORTED.length)).toEqual([
      ['prop@2'],
      ['prop@1'],
      ['prop@1'],
      ['attribute@2'],
      ['hookArgument@1'],
      ['hookArgument@1'],
    ]);
  });

  it('accepts intl read with useIntl() and text functions that take it as an argument', () => {
    expect(probe.findings.slice(REPORTED.length)).toEqual(ACCEPTED.map(() => []));
  });
});
