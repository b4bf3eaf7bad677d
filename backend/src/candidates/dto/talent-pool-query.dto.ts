import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateBy } from 'class-validator';
import {
  CANDIDATE_LIMITS,
  CANDIDATE_SORTS,
  MESSAGE_CODES,
  PIPELINE_STAGES,
  skillWords,
  type CandidateSort,
  type PipelineStage,
  type TalentPoolQuery,
} from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';
import { PageDto } from '../../platform/common/paging/page-query.dto';

const WholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
  );

/** GET /api/admin/candidates: the talent pool, every filter optional. */
export class TalentPoolQueryDto extends PageDto implements TalentPoolQuery {
  @ApiPropertyOptional({ description: 'Words in name, e-mail or phone; or a phone number in any format' })
  @Trim()
  @IsOptional()
  @MaxLength(100, { message: MESSAGE_CODES.hr.search })
  @IsString({ message: MESSAGE_CODES.hr.search })
  q?: string;

  @ApiPropertyOptional({ type: Number })
  @WholeNumber()
  @IsOptional()
  @Min(1, { message: MESSAGE_CODES.candidate.tagInvalid })
  @IsInt({ message: MESSAGE_CODES.candidate.tagInvalid })
  tagId?: number;

  @ApiPropertyOptional({
    description: `Skill words (all required, at most ${CANDIDATE_LIMITS.skillWords}, each of ${CANDIDATE_LIMITS.skillWordLength}+ letters) in job titles, cover letters and CV text`,
  })
  @Trim()
  @IsOptional()
  @ValidateBy(
    {
      name: 'skillWords',
      validator: { validate: (value: unknown) => typeof value === 'string' && skillWords(value) !== null },
    },
    { message: MESSAGE_CODES.candidate.skillsInvalid },
  )
  @MaxLength(CANDIDATE_LIMITS.skills, { message: MESSAGE_CODES.candidate.skillsInvalid })
  @IsString({ message: MESSAGE_CODES.candidate.skillsInvalid })
  skills?: string;

  @ApiPropertyOptional({
    enum: PIPELINE_STAGES,
    description: 'At least this stage reached by one of their applications',
  })
  @IsOptional()
  @IsIn(PIPELINE_STAGES, { message: MESSAGE_CODES.candidate.stageInvalid })
  stageReached?: PipelineStage;

  @ApiPropertyOptional({ type: Boolean, description: 'Only candidates HR still has to complete' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsIn([true, false], { message: MESSAGE_CODES.candidate.incompleteInvalid })
  incomplete?: boolean;

  @ApiPropertyOptional({ enum: CANDIDATE_SORTS, default: '-lastAppliedAt' })
  @IsOptional()
  @IsIn(CANDIDATE_SORTS, { message: MESSAGE_CODES.candidate.sortInvalid })
  sort?: CandidateSort;
}
