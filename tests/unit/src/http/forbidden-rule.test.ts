/**
 * Part 1 §6, §8: a 403 on any call sends the user to login; part 2 §6: except rental history
 * refused for want of the subscription, which shows its message. One rule
 * (`forbiddenSendsToLogin`, contract/session.ts) decides for the HTTP client and the engine pool
 * alike through src/http/forbidden.ts; every reason the server gives is covered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_REASONS } from '@contract/session';
import { isSubscriptionRefusal, onForbidden, reportRefusal, sendsToLogin } from '@src/http/forbidden';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function body(reason: string | undefined) {
  return { statusCode: 403, error: 'Forbidden', message: 'refused', reason };
}

describe('which refused calls send the user to login', () => {
  it.each(FORBIDDEN_REASONS)("a 403 with reason '%s'", (reason) => {
    const subscription = reason === 'subscription';
    expect(sendsToLogin(403, body(reason))).toBe(!subscription);
    expect(isSubscriptionRefusal(403, body(reason))).toBe(subscription);
  });

  it('a 403 with no reason or no JSON body is a lost session: login', () => {
    for (const refused of [body(undefined), null, 'Forbidden']) {
      expect(sendsToLogin(403, refused)).toBe(true);
      expect(isSubscriptionRefusal(403, refused)).toBe(false);
    }
  });

  it('a 401 is the subscription message on rental history (part 2 §6) and never login; other statuses neither', () => {
    expect(sendsToLogin(401, null)).toBe(false);
    expect(isSubscriptionRefusal(401, null)).toBe(true);
    for (const status of [400, 404, 500, 0]) {
      expect(sendsToLogin(status, body('session'))).toBe(false);
      expect(isSubscriptionRefusal(status, body('subscription'))).toBe(false);
    }
  });

  it('reporting announces to every listener exactly the refusals that send to login', () => {
    const listener = vi.fn();
    stops.push(onForbidden(listener));
    expect(reportRefusal(403, body('subscription'))).toBe(false);
    expect(reportRefusal(500, null)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(reportRefusal(403, body('session'))).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
