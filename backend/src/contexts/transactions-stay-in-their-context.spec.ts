import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No transaction crosses a context (decisions/0060), checked on the source as it is written, beside
 * the dependency rules (`contracts-carry-no-transaction`, `no-cross-context-dispatch-from-infrastructure`):
 * - no member of a context's contract (its commands, queries, events, views) is, or is named like,
 *   an EntityManager or a transaction, whatever its declared type (`tx: unknown` included);
 * - no code that runs inside a transaction (a callback given to `transactional`, to the event store's
 *   `append`, or as a command's `project` or `alongside`) constructs another context's command.
 */
const SOURCE = resolve(__dirname, '..');
const CONTRACT = /\/contexts\/[^/]+\/application\/(commands\/[^/]+\.command|queries\/[^/]+\.query|events\/[^/]+\.events?|[^/]+-view)\.ts$/;
const TRANSACTION_TYPE = /\b(EntityManager|Transaction|Knex|Connection|MikroORM|QueryRunner|PoolClient)\b/;
const TRANSACTION_NAME = /^(tx|trx|em|transaction|within|entityManager|manager|connection)$/i;
const IN_TRANSACTION_CALLS = new Set(['transactional', 'append']);
const IN_TRANSACTION_OPTIONS = new Set(['project', 'alongside']);

const contextOf = (path: string): string | null => /\/contexts\/([^/]+)\//.exec(path)?.[1] ?? null;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const parse = (path: string, text: string) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** Members of the contract's classes and interfaces that hold (or are named like) a transaction. */
export function transactionMembers(path: string, text: string): string[] {
  const found: string[] = [];
  visit(parse(path, text), (node) => {
    if (!ts.isParameter(node) && !ts.isPropertyDeclaration(node) && !ts.isPropertySignature(node)) return;
    const name = node.name.getText();
    const type = node.type?.getText() ?? '';
    if (TRANSACTION_NAME.test(name) || TRANSACTION_TYPE.test(type)) found.push(`${relative(SOURCE, path)}: ${name}${type ? `: ${type}` : ''}`);
  });
  return found;
}

/** The classes a file imports from another context's commands. */
function foreignCommands(path: string, file: ts.SourceFile): Set<string> {
  const own = contextOf(path);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolve(dirname(path), statement.moduleSpecifier.text);
    if (!/\/contexts\/[^/]+\/application\/commands\/[^/]+\.command$/.test(target) || contextOf(`${target}.ts`) === own) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** Functions that run inside a transaction: given to transactional/append, or as a `project`/`alongside` option. */
function inTransaction(node: ts.Node): ts.Node[] {
  const isFunction = (candidate: ts.Node) => ts.isArrowFunction(candidate) || ts.isFunctionExpression(candidate);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && IN_TRANSACTION_CALLS.has(node.expression.name.text)) {
    return node.arguments.filter(isFunction);
  }
  if (ts.isPropertyAssignment(node) && IN_TRANSACTION_OPTIONS.has(node.name.getText()) && isFunction(node.initializer)) return [node.initializer];
  return [];
}

/** Another context's commands constructed inside a transaction, as `file:line Command`. */
export function dispatchesInTransaction(path: string, text: string): string[] {
  const file = parse(path, text);
  const foreign = foreignCommands(path, file);
  if (foreign.size === 0) return [];
  const found: string[] = [];
  visit(file, (node) => {
    for (const body of inTransaction(node)) {
      visit(body, (inner) => {
        if (ts.isNewExpression(inner) && ts.isIdentifier(inner.expression) && foreign.has(inner.expression.text)) {
          found.push(`${relative(SOURCE, path)}:${file.getLineAndCharacterOfPosition(inner.getStart()).line + 1} ${inner.expression.text}`);
        }
      });
    }
  });
  return found;
}

describe('no transaction crosses a context', () => {
  const files = sourceFiles(join(SOURCE, 'contexts')).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('reads every context', () => {
    expect(new Set(files.map(({ path }) => contextOf(path)))).toEqual(new Set(['catalog', 'identity', 'messaging', 'moderation', 'notifications', 'offers', 'reviews', 'subscriptions']));
    expect(files.filter(({ path }) => CONTRACT.test(path)).length).toBeGreaterThan(40);
  });

  it('gives no command, query, event or view a transaction to carry', () => {
    expect(files.filter(({ path }) => CONTRACT.test(path)).flatMap(({ path, text }) => transactionMembers(path, text))).toEqual([]);
  });

  it("constructs no other context's command inside a transaction", () => {
    expect(files.flatMap(({ path, text }) => dispatchesInTransaction(path, text))).toEqual([]);
  });

  it('would have caught the listing created through Moderation inside the Catalog transaction', () => {
    const handler = join(SOURCE, 'contexts/catalog/application/commands/create-listing.handler.ts');
    const old = `import { SubmitListingCommand } from '../../../moderation/application/commands/submit-listing.command';
      export class CreateListingHandler {
        async execute() {
          await this.em.fork().transactional(async (tx) => {
            await this.commands.execute(new SubmitListingCommand(1, 7, tx));
          });
        }
      }`;
    expect(dispatchesInTransaction(handler, old)).toEqual(['contexts/catalog/application/commands/create-listing.handler.ts:5 SubmitListingCommand']);
    const projection = join(SOURCE, 'contexts/moderation/infrastructure/listing-streams.ts');
    const apply = `import { ApplyListingLifecycleCommand } from '../../catalog/application/commands/apply-listing-lifecycle.command';
      await this.store.append(stream, 0, events, (tx) => this.commands.execute(new ApplyListingLifecycleCommand(1, state, tx)));`;
    expect(dispatchesInTransaction(projection, apply)).toEqual(['contexts/moderation/infrastructure/listing-streams.ts:2 ApplyListingLifecycleCommand']);
    const command = join(SOURCE, 'contexts/moderation/application/commands/submit-listing.command.ts');
    expect(transactionMembers(command, 'export class SubmitListingCommand { constructor(readonly listingId: number, readonly tx: unknown) {} }')).toEqual([
      'contexts/moderation/application/commands/submit-listing.command.ts: tx: unknown',
    ]);
  });
});
