import { jsonDepth, MAX_FRAME_BYTES, MAX_FRAME_DEPTH, parseClientFrame } from '../../../server/hub/frames';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['"[[[[{{{"', 0],
    ['["\\"[["]', 1],
  ])('%s → %d', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('measures 100 000 levels without recursion', () => {
    expect(jsonDepth(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(100_000);
  });
});

describe('parseClientFrame limits', () => {
  const send = (data: string) =>
    `{"type":"sendToGroup","group":"g","ackId":7,"dataType":"json","data":${data}}`;

  it(`accepts data up to ${MAX_FRAME_DEPTH} levels in all, and refuses deeper, keeping the ackId`, () => {
    const depth = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseClientFrame(send(depth(MAX_FRAME_DEPTH - 1)))).toMatchObject({ type: 'sendToGroup' });
    expect(parseClientFrame(send(depth(MAX_FRAME_DEPTH)))).toEqual({
      kind: 'invalid',
      ackId: 7,
      reason: `frame nested deeper than ${MAX_FRAME_DEPTH} levels`,
    });
  });

  it(`refuses frames over ${MAX_FRAME_BYTES} bytes, counting UTF-8 bytes`, () => {
    const text = (n: number) => send(JSON.stringify('é'.repeat(n)));
    const overhead = Buffer.byteLength(send('""'));
    expect(parseClientFrame(text((MAX_FRAME_BYTES - overhead) / 2))).toMatchObject({ type: 'sendToGroup' });
    expect(parseClientFrame(text((MAX_FRAME_BYTES - overhead) / 2 + 1))).toMatchObject({
      kind: 'invalid',
      ackId: 7,
    });
  });

  it('never throws on junk', () => {
    for (const junk of [
      '',
      'null',
      '[]',
      '"x"',
      '{"type":1}',
      '{"ackId":-1,"type":"ping"}',
      '\u0000',
      '{'.repeat(50_000),
    ])
      expect(() => parseClientFrame(junk)).not.toThrow();
  });
});
