import request from 'supertest';
import type { TestApp } from './test-app';

export interface SandboxSms {
  mobileNumber: string;
  purpose: 'verify-phone' | 'reset-password';
  code: string;
  text: string;
  sentAt: string;
}

/** The SMS sandbox's inbox of a number, newest first (GET /api/sandbox/sms). */
export async function smsInbox(t: TestApp, mobileNumber: string): Promise<SandboxSms[]> {
  const res = await request(t.http).get('/api/sandbox/sms').query({ mobileNumber }).expect(200);
  return res.body.messages as SandboxSms[];
}

/** The newest code of `purpose` sent to a number, waiting briefly for an SMS that leaves after the answer. */
export async function latestCode(t: TestApp, mobileNumber: string, purpose: SandboxSms['purpose'], after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const sms = (await smsInbox(t, mobileNumber)).find((message) => message.purpose === purpose && Date.parse(message.sentAt) >= after);
    if (sms) return sms.code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${purpose} code reached the sandbox inbox`);
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string, n = 1): string => String((Number(code) + n) % 1_000_000).padStart(6, '0');
