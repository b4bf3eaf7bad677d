import { use } from 'react';
import type { Language, Translation } from '@uaq/contract/language';
import { useLanguage } from './language';

/**
 * A page's or feature's texts in every language: the English, written where it is defined, and its
 * Arabic, in the `.ar.ts` file beside it, which only Arabic screens download. The Arabic is typed by
 * the English (`Translation<T>`): a missing text is a type error where the texts are defined.
 */
export class Texts<T> {
  #arabic: Translation<T> | undefined;
  #loading: Promise<void> | undefined;

  constructor(
    readonly english: T,
    private readonly loadArabic: () => Promise<Translation<T>>,
  ) {
    everyTexts.add(this as Texts<unknown>);
  }

  /** The texts in `language`, or undefined while the Arabic has not been loaded. */
  in(language: Language): Translation<T> | undefined {
    return language === 'en' ? (this.english as Translation<T>) : this.#arabic;
  }

  /** Downloads the Arabic (once; again after a failed download). */
  load(): Promise<void> {
    this.#loading ??= this.loadArabic().then(
      (arabic) => {
        this.#arabic = arabic;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
}

/** Texts defined with `texts(...)`, by the code loaded so far: an Arabic screen loads their Arabic before it renders. */
const everyTexts = new Set<Texts<unknown>>();

/**
 * Defines texts: `texts({ heading: 'Contact Us' }, () => import('./texts.ar').then((ar) => ar.contactTexts))`.
 * The `.ar.ts` file holds plain objects and imports nothing of the English (no import circles).
 */
export function texts<T>(english: T, arabic: () => Promise<Translation<NoInfer<T>>>): Texts<T> {
  return new Texts(english, arabic);
}

/**
 * Texts with no Arabic yet: the admin area's, which is English only (decisions.md, "Arabic") until
 * a team member can choose Arabic. Read through `useTexts` like any others.
 */
export function englishOnlyTexts<T>(english: T): Texts<T> {
  return new Texts(english, () => Promise.resolve(english as Translation<T>));
}

/** The texts `definition` holds, in any language (what `useTexts` returns). */
export type TextsOf<D> = D extends Texts<infer T> ? Translation<T> : never;

let arabicBatch: Promise<void> | undefined;

/**
 * Loads the Arabic of every texts defined by the code loaded so far, in one go: an Arabic route
 * calls it once its page's code is in (app/router.tsx), on the server as in the browser, so the page
 * renders in Arabic at once; the admin area when its user reads Arabic.
 */
export function loadArabicTexts(): Promise<void> {
  arabicBatch ??= Promise.all([...everyTexts].filter((t) => !t.in('ar')).map((t) => t.load())).then(
    () => {
      arabicBatch = undefined;
    },
    (error: unknown) => {
      arabicBatch = undefined;
      throw error;
    },
  );
  return arabicBatch;
}

/**
 * The texts in the screen's language. Texts whose Arabic is not here yet (code loaded after its
 * route) suspend the component until it is: a screen never shows the English by mistake.
 */
export function useTexts<T>(definition: Texts<T>): Translation<T> {
  const language = useLanguage();
  let inLanguage = definition.in(language);
  while (inLanguage === undefined) {
    use(loadArabicTexts());
    inLanguage = definition.in(language);
  }
  return inLanguage;
}

/** The texts in `language` outside a component (the server's JSON-LD): its route has loaded them. */
export function textsIn<T>(definition: Texts<T>, language: Language): Translation<T> {
  const inLanguage = definition.in(language);
  if (inLanguage === undefined) throw new Error('Texts read in Arabic before their route loaded them');
  return inLanguage;
}
