import { Entity, Index, PrimaryColumn } from 'typeorm';

/** A tag on a candidate (both foreign keys cascade: deleting either removes the link). */
@Entity('candidate_tag_links')
@Index('IDX_candidate_tag_links_tagId', ['tagId', 'candidateId'])
export class CandidateTagLink {
  @PrimaryColumn({ type: 'integer' })
  candidateId: number;

  @PrimaryColumn({ type: 'integer' })
  tagId: number;
}
