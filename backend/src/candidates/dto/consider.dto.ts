import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, Min } from 'class-validator';
import { MESSAGE_CODES, type ConsiderInput } from '@uaq/contract';

/** POST /api/admin/candidates/:id/applications: consider the candidate for another job. */
export class ConsiderDto implements ConsiderInput {
  @ApiProperty()
  @Min(1, { message: MESSAGE_CODES.application.jobNotFound })
  @IsInt({ message: MESSAGE_CODES.application.jobNotFound })
  @IsNotEmpty({ message: MESSAGE_CODES.application.jobRequired })
  jobId: number;

  @ApiPropertyOptional({
    description: 'The application to reuse (details, resume, consent); default their newest',
  })
  @IsOptional()
  @Min(1, { message: MESSAGE_CODES.candidate.applicationNotTheirs })
  @IsInt({ message: MESSAGE_CODES.candidate.applicationNotTheirs })
  fromApplicationId?: number;
}
