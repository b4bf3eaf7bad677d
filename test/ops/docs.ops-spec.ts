import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { variablesTheBackendReads } from './support/backend-environment';
import { REPO_ROOT } from './support/built-server';

/** The manual: the README (its front page) and the pages under docs/. */
const MANUAL = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const read = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8');

/** The text a reader sees as prose: fenced code blocks and inline code spans taken out. */
const prose = (markdown: string): string =>
  markdown.replace(/^ *```[^\n]*\n[\s\S]*?^ *```/gm, '').replace(/`[^`\n]*`/g, '');

/**
 * The anchors GitHub gives a page's headings: the text without markup, lower-cased, punctuation
 * dropped (letters, digits, `_`, `-` and spaces kept), spaces as `-`; a repeated one gets `-1`, `-2`.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const withoutCode = markdown.replace(/^ *```[^\n]*\n[\s\S]*?^ *```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
    let anchor = slug;
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative link of one page, with what is wrong with it (or nothing). */
function relativeLinks(page: string): { link: string; problem?: string }[] {
  const links = [...prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
  return links.map((link) => {
    const [path, anchor] = link.split('#');
    const target = path ? relative(REPO_ROOT, resolve(dirname(join(REPO_ROOT, page)), path)) : page;
    if (!existsSync(join(REPO_ROOT, target))) return { link, problem: `${target} does not exist` };
    if (anchor !== undefined && target.endsWith('.md') && !headingAnchors(read(target)).has(anchor)) {
      return { link, problem: `${target} has no heading #${anchor}` };
    }
    return { link };
  });
}

describe('the manual (README.md and docs/)', () => {
  it('has pages whose relative links all reach a file that exists, and a heading there when they name one', () => {
    const checked = MANUAL.flatMap((page) => relativeLinks(page).map((result) => ({ page, ...result })));
    // The front page links every page of the manual, and the pages link each other's sections.
    expect(checked.filter(({ page }) => page === 'README.md').map(({ link }) => link)).toEqual(
      expect.arrayContaining(['docs/configuration.md', 'docs/operating.md', 'docs/hr-guide.md']),
    );
    expect(checked.filter(({ link }) => link.includes('#')).length).toBeGreaterThan(10);
    expect(
      checked
        .filter(({ problem }) => problem)
        .map(({ page, link, problem }) => `${page}: ${link}: ${problem}`),
    ).toEqual([]);
  });

  it('documents in docs/configuration.md every environment variable the backend reads', () => {
    const variables = variablesTheBackendReads();
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'UPLOADS_DIR']));
    // The variables named in the first column of the configuration table.
    const documented = new Set(
      [...read('docs/configuration.md').matchAll(/^\|([^|\n]*)\|/gm)].flatMap(([, names]) =>
        [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name),
      ),
    );
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
