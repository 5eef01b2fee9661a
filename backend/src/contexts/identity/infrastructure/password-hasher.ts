import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';

/**
 * argon2id with 3 passes and PASSWORD_HASH_MEMORY_KIB of memory (64 MiB unless set; decisions/0088).
 * A hash names its own cost, so hashes made with another setting still verify.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number };
  /** Verified against when a number is unknown, so both answers take the same time. */
  private readonly decoy: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { type: argon2.argon2id, memoryCost: config.passwordHashMemoryKib, timeCost: 3 };
    this.decoy = argon2.hash('sikka-decoy-password-for-unknown-numbers', this.options);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
