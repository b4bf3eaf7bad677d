import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsNotIn } from 'class-validator';
import {
  APPLICANT_ONLY_STATUSES,
  APPLICATION_STATUSES,
  HR_SETTABLE_STATUSES,
  MESSAGE_CODES,
} from '@uaq/contract';

/**
 * The status HR moves applications to: a stage of the contract (checked first), and never one only
 * the applicant sets. `optional` for the bulk mail, whose move is optional.
 */
export function HrSettableStatus(options: { optional?: boolean; description?: string } = {}) {
  const documented = options.optional ? ApiPropertyOptional : ApiProperty;
  return applyDecorators(
    documented({ enum: HR_SETTABLE_STATUSES, description: options.description }),
    ...(options.optional ? [IsOptional()] : []),
    IsIn(APPLICATION_STATUSES, { message: MESSAGE_CODES.applicationAdmin.statusInvalid }),
    IsNotIn(APPLICANT_ONLY_STATUSES, { message: MESSAGE_CODES.statusMove.applicantOnly }),
  );
}

/** `confirm: true` once HR has answered the question a move out of Hired or into Rejected asks. */
export function MoveConfirmation() {
  return applyDecorators(
    ApiPropertyOptional({
      default: false,
      description:
        'true once HR confirmed a move out of Hired or into Rejected (else 409 statusMove.confirmRequired)',
    }),
    IsOptional(),
    IsBoolean({ message: MESSAGE_CODES.statusMove.confirmBoolean }),
  );
}
