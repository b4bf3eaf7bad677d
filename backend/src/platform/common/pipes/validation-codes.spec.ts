import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { isMessageCode } from '@uaq/contract';

/** Every request body and query class of the API: the files named `*.dto.ts`. */
function dtoFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return dtoFiles(path);
    return entry.name.endsWith('.dto.ts') ? [path] : [];
  });
}

type Constraint = new () => { defaultMessage?: (args: ValidationArguments) => string };

/** What class-validator records for each decorator (the fields this test reads). */
interface RuleMetadata {
  name?: string;
  type: string;
  propertyName: string;
  message?: string | ((args: ValidationArguments) => string);
  constraintCls?: Constraint;
}

/** Rules that say nothing themselves: optional, nested, conditional, allowed. */
const SILENT = new Set(['conditionalValidation', 'nestedValidation', 'whitelistValidation']);
const SAMPLE = { value: 'x', constraints: [], targetName: 'Dto', object: {}, property: 'field' };

/** The message a failed rule gives: the decorator's, else its constraint's own. */
function messageOf(rule: RuleMetadata): string | undefined {
  if (typeof rule.message === 'function') return rule.message(SAMPLE);
  if (rule.message !== undefined) return rule.message;
  return rule.constraintCls ? new rule.constraintCls().defaultMessage?.(SAMPLE) : undefined;
}

describe('validation messages', () => {
  const files = dtoFiles(join(__dirname, '..', '..', '..'));
  let rules: Map<{ name: string }, RuleMetadata[]>;
  beforeAll(async () => {
    for (const file of files) await import(file);
    // The registry class-validator fills as the DTOs load, read only.
    rules = (getMetadataStorage() as unknown as { validationMetadatas: typeof rules }).validationMetadatas;
  });

  it('finds the DTOs', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(rules.size).toBeGreaterThan(30);
  });

  it('names a catalogue code in every rule of every DTO, so each field error has a code', () => {
    const withoutCode: string[] = [];
    for (const [target, metadatas] of rules) {
      for (const rule of metadatas) {
        if (SILENT.has(rule.type)) continue;
        const message = messageOf(rule);
        if (!isMessageCode(message)) {
          withoutCode.push(`${target.name}.${rule.propertyName} (${rule.name ?? rule.type}): ${message}`);
        }
      }
    }
    expect(withoutCode).toEqual([]);
  });
});
