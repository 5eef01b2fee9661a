import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, 3 passes). */
@Injectable()
export class PasswordHasher {
  /** Verified against when a number is unknown, so both answers take the same time. */
  private readonly decoy = argon2.hash('sikka-decoy-password-for-unknown-numbers', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
