import { Brackets } from 'typeorm';
import { phoneE164 } from '@uaq/contract/phone';
import { searchPatterns } from './page-query.dto';

/**
 * The search HR types to find a person (the tracker's applications, the talent pool's candidates):
 * every word of `q` in one of `columns` (any case, any part), or, when `q` as a whole is a phone
 * number, that number in `e164Column` however it was typed (`0559990000` finds
 * `+971 55 999 0000`). Null when `q` has no words. `name` keeps its parameters apart from the
 * query's others.
 *
 * A whole number is looked up by its E.164 form alone: every phone stored passed the same phone rule
 * and has its E.164 beside it, so the words add nothing but people whose e-mail or number merely
 * contains those digits, and their LIKEs on every row cost 350–450 ms at 50,000 candidates
 * (docs/performance.md) where the index answers at once. A piece of a number ("9990000") is no
 * phone number and is still found in what was typed.
 */
export function personSearch(
  q: string | undefined,
  columns: readonly string[],
  e164Column: string,
  name = 'person',
): Brackets | null {
  const patterns = searchPatterns(q);
  if (patterns.length === 0) return null;
  const number = phoneE164(q ?? '');
  if (number) {
    return new Brackets((phone) =>
      phone.where(`${e164Column} = :${name}Phone`, { [`${name}Phone`]: number }),
    );
  }
  return new Brackets((everyWord) => {
    patterns.forEach((pattern, index) => {
      const parameter = `${name}Word${index}`;
      everyWord.andWhere(
        new Brackets((anyColumn) => {
          for (const column of columns) anyColumn.orWhere(`LOWER(${column}) LIKE :${parameter} ESCAPE '!'`);
        }),
        { [parameter]: pattern },
      );
    });
  });
}
