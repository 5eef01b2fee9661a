import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListPlansQuery } from '../application/queries/list-plans.query';
import { PlanView } from '../application/plan-view';
import { PlanDto } from './dto/plan.dto';

@ApiTags('subscriptions')
@Controller('plans')
export class PlansController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The subscription plans: free, basic and premium' })
  @ApiOkResponse({ type: [PlanDto] })
  list(): Promise<PlanView[]> {
    return this.queries.execute(new ListPlansQuery());
  }
}
