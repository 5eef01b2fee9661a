import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { SavedSearchFilters } from '../../domain/saved-search';
import type { SavedSearchView } from '../saved-search-view';

/** Keeps a browse search (its filters checked by GET /api/coins' rules) for alerts; at most 20 per user. */
export class SaveSearchCommand extends Command<SavedSearchView> {
  constructor(
    readonly owner: Principal,
    readonly name: string | undefined,
    readonly filters: SavedSearchFilters,
  ) {
    super();
  }
}
