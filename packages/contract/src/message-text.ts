/**
 * Writing a catalogue code's text: a catalogue in any language maps subjects to keys to a
 * sentence or a function of the parameters. Kept apart from the catalogue itself so a page can
 * write the texts of the few subjects it shows without loading the others.
 */
import type { MessageParameters } from './api.ts';

type AnyEntry = string | ((...values: string[]) => string);

/** A catalogue in any language, whole or only some of its subjects. */
export type AnyCatalogue = Readonly<Record<string, Readonly<Record<string, AnyEntry>> | undefined>>;

/** The catalogue's entry for `code`, or undefined when `code` is not one of its codes. */
function entryOf(catalogue: AnyCatalogue, code: string): AnyEntry | undefined {
  const dot = code.indexOf('.');
  if (dot < 0) return undefined;
  const messages = catalogue[code.slice(0, dot)];
  const key = code.slice(dot + 1);
  return messages && Object.hasOwn(messages, key) ? messages[key] : undefined;
}

/**
 * The text of `code` in `catalogue` with its parameters put in, or undefined when that catalogue
 * has no such code. A message's parameters are named by its English entry (`english`: the English
 * catalogue or the same subjects of it), whose function takes them in that order.
 */
export function messageText(
  catalogue: AnyCatalogue,
  code: string,
  params?: MessageParameters,
  english: AnyCatalogue = catalogue,
): string | undefined {
  const entry = entryOf(catalogue, code);
  if (typeof entry !== 'function') return entry;
  const names = (entryOf(english, code) as { parameters?: readonly string[] } | undefined)?.parameters;
  return names === undefined ? undefined : entry(...names.map((name) => params?.[name] ?? ''));
}
