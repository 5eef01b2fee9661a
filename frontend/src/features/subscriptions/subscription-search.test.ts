import { describe, expect, it } from 'vitest';
import { isBelowPlan, planToOpen } from './plan-ladder';
import { parseSubscriptionSearch } from './subscription-search';

describe('parseSubscriptionSearch', () => {
  it('keeps a known plan, origin and a positive conversation id', () => {
    expect(parseSubscriptionSearch({ plan: 'premium', from: 'offer', conversation: '12' })).toEqual({ plan: 'premium', from: 'offer', conversation: 12 });
    expect(parseSubscriptionSearch({ plan: 'basic', from: 'sell' })).toEqual({ plan: 'basic', from: 'sell' });
  });

  it('drops anything else', () => {
    expect(parseSubscriptionSearch({ plan: 'free', from: 'https://evil.example', conversation: '-3' })).toEqual({});
    expect(parseSubscriptionSearch({ plan: 'gold', conversation: 1.5, return: '//evil.example' })).toEqual({});
  });
});

describe('planToOpen', () => {
  it('opens the plan an upgrade link asked for when it is above the user’s', () => {
    expect(planToOpen('free', 'premium')).toBe('premium');
    expect(planToOpen('basic', 'premium')).toBe('premium');
    expect(planToOpen('free', 'basic')).toBe('basic');
  });

  it('otherwise opens the next plan up, and Premium for Premium users', () => {
    expect(planToOpen('free', undefined)).toBe('basic');
    expect(planToOpen('basic', undefined)).toBe('premium');
    expect(planToOpen('basic', 'basic')).toBe('premium');
    expect(planToOpen('premium', 'basic')).toBe('premium');
  });
});

describe('isBelowPlan', () => {
  it('is true only for a plan below the active one', () => {
    expect(isBelowPlan('basic', 'premium')).toBe(true);
    expect(isBelowPlan('basic', 'basic')).toBe(false);
    expect(isBelowPlan('premium', 'basic')).toBe(false);
    expect(isBelowPlan('basic', 'free')).toBe(false);
  });
});
