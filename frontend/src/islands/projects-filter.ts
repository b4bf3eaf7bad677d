export interface ProjectsFilterTexts {
  /** What the count line says for each number of projects shown (index = count). */
  shownCounts: string[];
}

/**
 * The projects page's category filter, without React: the server's HTML has every card (tagged with
 * its category); a filter button shows its category's cards, says how many for screen readers, and
 * says so when there is none.
 */
export function mount(element: HTMLElement, props: unknown): void {
  const { shownCounts } = props as ProjectsFilterTexts;
  const buttons = [...element.querySelectorAll<HTMLButtonElement>('.project-filter__button')];
  const cards = [...element.querySelectorAll<HTMLElement>('.project-grid > li')];
  const grid = element.querySelector<HTMLElement>('.project-grid');
  const empty = element.querySelector<HTMLElement>('.project-empty');
  const count = element.querySelector<HTMLElement>('.project-filter__count');

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const filter = button.dataset.category;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      let shown = 0;
      for (const card of cards) {
        card.hidden = filter !== 'All' && card.dataset.category !== filter;
        if (!card.hidden) shown += 1;
      }
      if (grid) grid.hidden = shown === 0;
      if (empty) empty.hidden = shown > 0;
      if (count) count.textContent = shownCounts[shown] ?? '';
    });
  }
}
