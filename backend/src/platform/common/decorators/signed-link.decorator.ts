import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_RESUME_LINK_KEY = 'acceptsResumeLink';

/**
 * The route also admits the holder of a resume download link (see ResumeLinkStrategy), for the
 * browser tabs and frames that cannot send the session.
 */
export const AcceptsResumeLink = () => SetMetadata(ACCEPTS_RESUME_LINK_KEY, true);
