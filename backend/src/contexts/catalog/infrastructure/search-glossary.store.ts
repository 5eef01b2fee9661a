import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { glossaryFrom, SearchGlossary } from '../domain/search-terms';

/**
 * The numismatic glossary (table `search_glossary`, written by its migration; decisions/0046). It
 * changes only with a migration, so each process reads it once, on its first search.
 */
@Injectable()
export class SearchGlossaryStore {
  private loading: Promise<SearchGlossary> | null = null;

  constructor(private readonly em: EntityManager) {}

  glossary(): Promise<SearchGlossary> {
    this.loading ??= this.em
      .getConnection()
      .execute<{ term: string; concept: string }[]>('SELECT "term", "concept" FROM "search_glossary"')
      .then(glossaryFrom)
      .catch((error: unknown) => {
        this.loading = null; // read it again on the next search
        throw error;
      });
    return this.loading;
  }
}
