import { representation, type Representation } from './representation';

const SECOND_MS = 1000;

/**
 * The current body of each of a few documents made from data whose changes leave no date behind
 * (a job feed: a deleted or closed job drops out, and nothing records when): each keeps, as its
 * `Last-Modified`, the time this server first made that content. It only moves forward, by at least
 * a second per change, so a client's `If-Modified-Since` never hides a change from it (HTTP dates
 * count whole seconds); after a restart it is the time of the first request, which costs clients one
 * full download. The ETag, which depends on the content alone, is the same on every server.
 */
export class DatedRepresentations {
  private readonly latest = new Map<string, { content: string; representation: Representation }>();

  constructor(private readonly now: () => Date) {}

  /** The body of document `key` for `content`: the one already made while the content is the same. */
  of(key: string, contentType: string, content: string): Representation {
    const known = this.latest.get(key);
    if (known?.content === content) return known.representation;
    const second = Math.floor(this.now().getTime() / SECOND_MS) * SECOND_MS;
    const previous = known?.representation.lastModified ? Date.parse(known.representation.lastModified) : 0;
    const lastModified = new Date(Math.max(second, previous + SECOND_MS)).toUTCString();
    const made = { ...representation(contentType, content), lastModified };
    this.latest.set(key, { content, representation: made });
    return made;
  }
}
