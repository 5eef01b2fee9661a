import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PLANS } from '../../domain/plans';
import { PlanView } from '../plan-view';
import { ListPlansQuery } from './list-plans.query';

@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery> {
  execute(): Promise<PlanView[]> {
    return Promise.resolve(PLANS.map((plan) => ({ ...plan, features: [...plan.features] })));
  }
}
