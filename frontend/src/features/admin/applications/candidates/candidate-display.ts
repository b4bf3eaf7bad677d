import type { CandidateApplication, CandidateSummary } from '@uaq/contract';
import type { TextsOf } from '@/lib/i18n/texts';
import type { candidatesTexts } from './candidates-texts';

type Texts = TextsOf<typeof candidatesTexts>;

/** A candidate's name, or "Candidate 12" for an imported CV that gave none. */
export function candidateName(t: Texts, candidate: Pick<CandidateSummary, 'id' | 'fullName'>): string {
  return candidate.fullName.trim() || t.list.unnamed(candidate.id);
}

/** How an application came in, in words: "Agency: Gulf Manpower, added by hr.sara". */
export function intakeText(t: Texts, application: Pick<CandidateApplication, 'intake'>): string {
  const { kind, name, addedBy } = application.intake;
  const source = name ? `${t.intake[kind]}: ${name}` : t.intake[kind];
  return addedBy ? t.panel.addedBy(source, addedBy) : source;
}

/** Where an application opens (the Applications tab), and where a candidate opens (the Candidates tab). */
export const applicationAddress = (id: number) =>
  `?${new URLSearchParams({ tab: 'applications', application: String(id) })}`;
export const candidateAddress = (id: number) =>
  `?${new URLSearchParams({ tab: 'candidates', candidate: String(id) })}`;
