import { Brackets } from 'typeorm';
import { phoneE164 } from '@uaq/contract/phone';
import { searchPatterns } from './page-query.dto';

/**
 * The search HR types to find a person (the tracker's applications, the talent pool's candidates):
 * every word of `q` in one of `columns` (any case, any part), or, when `q` as a whole is a phone
 * number, that number in `e164Column` however it was typed (`0559990000` finds
 * `+971 55 999 0000`). Null when `q` has no words. `name` keeps its parameters apart from the
 * query's others.
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
  return new Brackets((either) => {
    either.where(
      new Brackets((everyWord) => {
        patterns.forEach((pattern, index) => {
          const parameter = `${name}Word${index}`;
          everyWord.andWhere(
            new Brackets((anyColumn) => {
              for (const column of columns)
                anyColumn.orWhere(`LOWER(${column}) LIKE :${parameter} ESCAPE '!'`);
            }),
            { [parameter]: pattern },
          );
        });
      }),
    );
    if (number) either.orWhere(`${e164Column} = :${name}Phone`, { [`${name}Phone`]: number });
  });
}
