import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_MESSAGES,
  ENQUIRY_SUBJECTS,
  LANGUAGES,
  type Enquiry,
  type EnquirySubject,
  type Language,
} from '@uaq/contract';

/** The enquiry as the admin area reads it (OpenAPI description of the entity's JSON). */
export class EnquiryDto implements Enquiry {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: ENQUIRY_SUBJECTS }) subject: EnquirySubject;
  @ApiProperty() message: string;
  @ApiProperty() handled: boolean;
  @ApiProperty({ enum: LANGUAGES, description: 'The language the visitor wrote in' }) language: Language;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class EnquiryResponseDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: EnquiryDto }) data: EnquiryDto;
}

export class PageMetaDto {
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}

export class EnquiryListResponseDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: [EnquiryDto] }) data: EnquiryDto[];
  @ApiProperty({ type: PageMetaDto }) meta: PageMetaDto;
}

export class EnquiryReceivedResponseDto {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: CONTACT_MESSAGES.success }) message: string;
}
