import { Query } from '@nestjs/cqrs';
import type { PlanView } from '../plan-view';

/** Every plan, free first. Other contexts (listing limits) may ask it too. */
export class ListPlansQuery extends Query<PlanView[]> {}
