/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for tests: every line
 * must be a comment, a HELP or TYPE line, or a well-formed sample, or it throws. (The npm parser
 * tried first, parse-prometheus-text-format, merges the label sets of a labelled histogram.)
 */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusScrape {
  /** Declared type per metric family (`counter`, `gauge`, `histogram`, …). */
  types: Map<string, string>;
  samples: PrometheusSample[];
  /** The sum of the samples named `name` whose labels include `labels` (0 when none). */
  sum(name: string, labels?: Record<string, string>): number;
  has(name: string): boolean;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`Malformed labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  // As Prometheus reads them (Go's ParseFloat): any case, so prom-client's `Nan` too.
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`Malformed value in: ${line}`);
  return value;
}

export function parsePrometheusText(text: string): PrometheusScrape {
  const types = new Map<string, string>();
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (HELP.test(line) || (line.startsWith('#') && !line.startsWith('# HELP') && !line.startsWith('# TYPE')))
      continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Not a Prometheus text line: ${line}`);
    samples.push({
      name: sample[1]!,
      labels: sample[2] ? parseLabels(sample[2], line) : {},
      value: parseValue(sample[3]!, line),
    });
  }
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    types,
    samples,
    sum: (name, labels = {}) => matching(name, labels).reduce((total, sample) => total + sample.value, 0),
    has: (name) => samples.some((sample) => sample.name === name),
  };
}
