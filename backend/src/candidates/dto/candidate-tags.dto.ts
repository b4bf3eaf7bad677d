import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { CANDIDATE_LIMITS, MESSAGE_CODES, type CandidateTagsInput } from '@uaq/contract';
import { Trim } from '../../platform/common/dto/trim.transform';

/** POST /api/admin/candidate-tags and PATCH /api/admin/candidate-tags/:id. */
export class CandidateTagNameDto {
  @ApiProperty({ maxLength: CANDIDATE_LIMITS.tagName, example: 'Civil Defence card' })
  @Trim()
  @MaxLength(CANDIDATE_LIMITS.tagName, { message: MESSAGE_CODES.candidate.tagNameTooLong })
  @IsString({ message: MESSAGE_CODES.candidate.tagNameRequired })
  @IsNotEmpty({ message: MESSAGE_CODES.candidate.tagNameRequired })
  name: string;
}

/** PUT /api/admin/candidates/:id/tags: the candidate's whole set of tags. */
export class CandidateTagsDto implements CandidateTagsInput {
  @ApiProperty({ type: [Number], maxItems: CANDIDATE_LIMITS.tagsPerCandidate })
  @Min(1, { each: true, message: MESSAGE_CODES.candidate.tagIdsInvalid })
  @IsInt({ each: true, message: MESSAGE_CODES.candidate.tagIdsInvalid })
  @ArrayUnique({ message: MESSAGE_CODES.candidate.tagIdsInvalid })
  @ArrayMaxSize(CANDIDATE_LIMITS.tagsPerCandidate, { message: MESSAGE_CODES.candidate.tagIdsInvalid })
  @IsArray({ message: MESSAGE_CODES.candidate.tagIdsInvalid })
  tagIds: number[];
}
