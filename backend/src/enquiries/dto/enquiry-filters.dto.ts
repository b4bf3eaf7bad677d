import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../platform/common/paging/page-query.dto';
import { MESSAGE_CODES } from '@uaq/contract';

/** Query of GET /api/admin/enquiries: paging, `q` (name, email, subject, message), `handled`. */
export class EnquiryFiltersDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Boolean })
  @Transform(({ value }: { value: unknown }) => ({ true: true, false: false })[String(value)] ?? value)
  @IsOptional()
  @IsBoolean({ message: MESSAGE_CODES.hr.handled })
  handled?: boolean;
}
