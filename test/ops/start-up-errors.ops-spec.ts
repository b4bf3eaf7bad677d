import { makeTempDir, productionEnv, runUntilExit } from './support/built-server';

/** Each line of the output parsed as JSON, or the line itself when it is not. */
const linesOf = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return line;
      }
    });

/** docs/operating.md, "Logs": log collectors read JSON lines, start-up failures included. */
describe('a server that cannot start', () => {
  const temp = makeTempDir('ops-start-up-errors');
  afterAll(() => temp.remove());

  it.each([
    ['a weak JWT_SECRET', { JWT_SECRET: 'short' }, /JWT_SECRET is too short/],
    ['a TRUST_PROXY hop count', { TRUST_PROXY: '1' }, /TRUST_PROXY/],
  ])(
    'says why in JSON lines only, without terminal colours, for %s',
    async (_case, overrides, reason) => {
      const result = await runUntilExit({ ...productionEnv(temp.dir, overrides), LOG_LEVEL: 'info' });
      expect(result.code).toBe(1);
      expect(result.output).not.toContain('\u001b[');
      const lines = linesOf(result.output);
      expect(lines.filter((line) => typeof line === 'string')).toEqual([]);
      const failure = lines.find((line) => typeof line === 'object' && reason.test(JSON.stringify(line)));
      expect(failure).toMatchObject({ level: expect.any(Number) });
      expect((failure as { level: number }).level).toBeGreaterThanOrEqual(50);
    },
    60_000,
  );
});
