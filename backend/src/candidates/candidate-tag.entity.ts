import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A tag HR defines and puts on candidates ("Electrician", "Has Civil Defence card", "Arabic speaker"). */
@Entity('candidate_tags')
@Index('UQ_candidate_tags_nameKey', ['nameKey'], { unique: true })
export class CandidateTag {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  /** The name without case or width (NFKC, lower case): two spellings are one tag. */
  @Column({ type: 'varchar', length: 40 })
  nameKey: string;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;
}

/** The one form of a tag's name that decides whether two tags are the same. */
export function tagNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}
