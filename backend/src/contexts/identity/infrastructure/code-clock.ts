import { Injectable } from '@nestjs/common';

/** The time codes are issued and judged at; tests move it to see a code expire. */
@Injectable()
export class CodeClock {
  now(): Date {
    return new Date();
  }
}
