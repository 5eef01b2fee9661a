import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ReadSandboxSmsQuery } from '../application/queries/read-sandbox-sms.query';
import { SandboxSmsDto, SandboxSmsListDto } from './dto/sandbox-sms.dto';

/** The SMS sandbox's inbox: what the sandbox "sent" to a number (development screens and tests). */
@ApiTags('identity')
@Controller('sandbox/sms')
export class SandboxSmsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'The codes the SMS sandbox sent to a number',
    description: 'Only with SMS_PROVIDER=sandbox (never in production without SMS_SANDBOX=true); 404 when codes go out by SMS.',
  })
  @ApiQuery({ name: 'mobileNumber', required: true, example: '9876543210', description: 'Whose messages; +91, spaces and dashes are accepted' })
  @ApiOkResponse({ type: SandboxSmsListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'mobileNumber is missing or not an Indian mobile number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The SMS sandbox is off' })
  async read(@Query('mobileNumber') mobileNumber: unknown): Promise<{ messages: SandboxSmsDto[] }> {
    // Whether the sandbox is on is answered first (404), then the number is checked (400).
    return { messages: await this.queries.execute(new ReadSandboxSmsQuery(mobileNumber)) };
  }
}
