import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EXPIRY_NOTICE_MS } from '../../domain/offer-expiry';
import { OPEN_STATUSES } from '../../domain/offer';
import { OfferEntity } from '../../infrastructure/offer.entity';
import { OfferStreams } from '../../infrastructure/offer-streams';
import { SweepOfferDeadlinesCommand, SweptOffers } from './sweep-offer-deadlines.command';

/** How many offers one sweep handles of each kind; the rest wait for the next minute. */
const BATCH = 500;
/** A step answered while the sweep decides is read again and respected. */
const ATTEMPTS = 3;

@CommandHandler(SweepOfferDeadlinesCommand)
export class SweepOfferDeadlinesHandler implements ICommandHandler<SweepOfferDeadlinesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly streams: OfferStreams,
  ) {}

  async execute({ now }: SweepOfferDeadlinesCommand): Promise<SweptOffers> {
    const em = this.em.fork();
    const open = { $in: [...OPEN_STATUSES] };
    // The read model only finds candidates; each offer's own stream decides (an answer may have come meanwhile).
    const due = await em.find(OfferEntity, { status: open, expiresAt: { $lte: now } }, { fields: ['id', 'expiresAt'], orderBy: { expiresAt: 'asc' }, limit: BATCH });
    const soon = await em.find(
      OfferEntity,
      { status: open, expiresAt: { $gt: now, $lte: new Date(now.getTime() + EXPIRY_NOTICE_MS) } },
      { fields: ['id', 'expiresAt', 'noticeFor'], orderBy: { expiresAt: 'asc' }, limit: BATCH },
    );
    const unnoticed = soon.filter((offer) => offer.noticeFor?.getTime() !== offer.expiresAt?.getTime());
    const failures: string[] = [];
    const run = async (offer: Pick<OfferEntity, 'id' | 'expiresAt'>, kind: 'expire' | 'noticeExpiry'): Promise<number> => {
      try {
        const legacyDeadline = offer.expiresAt?.toISOString() ?? null;
        const { events } = await this.streams.execute(offer.id, { kind, now, legacyDeadline }, ATTEMPTS);
        return events.length > 0 ? 1 : 0;
      } catch (error) {
        failures.push(`offer ${offer.id}: ${String(error)}`);
        return 0;
      }
    };
    let expired = 0;
    let noticed = 0;
    for (const offer of due) expired += await run(offer, 'expire');
    for (const offer of unnoticed) noticed += await run(offer, 'noticeExpiry');
    // One failure does not stop the others; the job fails afterwards and the next sweep tries again.
    if (failures.length > 0) throw new Error(`could not sweep ${failures.join('; ')}`);
    return { noticed, expired };
  }
}
