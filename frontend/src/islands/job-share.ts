export interface JobShareTexts {
  copied: string;
  copyFailed: string;
  /** What the phone's share sheet gets. */
  title: string;
  text: string;
  url: string;
}

/**
 * A job page's "Copy link" and share-sheet buttons, without React: the server's HTML has them
 * hidden (a page read without JavaScript shows no dead button); here they appear and work. Copying
 * says whether it worked; when the browser refuses, the link shows in a field to copy by hand.
 */
export function mount(element: HTMLElement, props: unknown): void {
  const texts = props as JobShareTexts;
  const copyButton = element.querySelector<HTMLButtonElement>('.job-share__copy');
  const nativeButton = element.querySelector<HTMLButtonElement>('.job-share__native');
  const status = element.querySelector<HTMLElement>('.job-share__status');
  const field = element.querySelector<HTMLInputElement>('.job-share__link');

  if (copyButton) {
    copyButton.hidden = false;
    copyButton.addEventListener('click', () => {
      navigator.clipboard.writeText(texts.url).then(
        () => {
          if (status) status.textContent = texts.copied;
          if (field) field.hidden = true;
        },
        () => {
          if (status) status.textContent = texts.copyFailed;
          if (field) field.hidden = false;
        },
      );
    });
  }
  field?.addEventListener('focus', () => field.select());
  if (nativeButton && typeof navigator.share === 'function') {
    nativeButton.hidden = false;
    nativeButton.addEventListener('click', () => {
      navigator.share({ title: texts.title, text: texts.text, url: texts.url }).catch(() => {
        // Closed without sharing: nothing to say.
      });
    });
  }
}
