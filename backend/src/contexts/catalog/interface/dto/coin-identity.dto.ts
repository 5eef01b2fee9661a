import { ApiProperty } from '@nestjs/swagger';
import { CATALOGUE_NAME_MAX, CATALOGUE_NUMBER_MAX } from '../../domain/catalogue-refs';
import { CERTIFICATE_NUMBER_MAX, CERTIFICATE_NUMBER_MIN, CERTIFICATION_SERVICES, SERVICE_NAME_MAX, SERVICE_NAME_MIN } from '../../domain/certification';

export class CatalogueRefDto {
  @ApiProperty({ example: 'KM', minLength: 1, maxLength: CATALOGUE_NAME_MAX, description: 'Suggested: KM, Pridmore, Prigg, Rajgor, Numista, Craig' })
  catalogue!: string;

  @ApiProperty({ example: '473.1', minLength: 1, maxLength: CATALOGUE_NUMBER_MAX })
  number!: string;
}

export class CertificationDto {
  @ApiProperty({ enum: CERTIFICATION_SERVICES, example: 'NGC' })
  service!: string;

  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    minLength: SERVICE_NAME_MIN,
    maxLength: SERVICE_NAME_MAX,
    description: "The grading service's name: required when service is other, null otherwise",
  })
  serviceName!: string | null;

  @ApiProperty({
    example: '4321987-001',
    pattern: `^[A-Za-z0-9./-]{${CERTIFICATE_NUMBER_MIN},${CERTIFICATE_NUMBER_MAX}}$`,
    description: 'The certificate (slab) number; on at most one live listing (not deleted, sold or rejected)',
  })
  number!: string;
}
