import { describe, expect, it } from 'vitest';
import { cooldownSecondsOf, emailErrorKey } from './emailErrors.js';

const coded = (message: string, code: string | number) => Object.assign(new Error(message), { code });

describe('email login errors', () => {
  it("are recognised by the secure site's code, whatever their text", () => {
    expect(emailErrorKey(coded('Invalid code', 'INVALID_OTP'))).toEqual({ id: 'otp.invalid' });
    expect(emailErrorKey(coded('The code has expired; request a new one', 'OTP_EXPIRED'))).toEqual({ id: 'otp.expired' });
    expect(emailErrorKey(coded('anything', 'TOO_MANY_ATTEMPTS'))).toEqual({ id: 'otp.tooManyAttempts' });
    expect(emailErrorKey(coded('Too many requests; try again later', 'RATE_LIMITED'))).toEqual({ id: 'email.rateLimited' });
    expect(emailErrorKey(new Error('wrapper', { cause: coded('Invalid code', 'INVALID_OTP') }))).toEqual({ id: 'otp.invalid' });
  });

  it('read the cooldown and the frame timeouts from their text', () => {
    expect(emailErrorKey(new Error('Please try again after 17 seconds'))).toEqual({ id: 'email.cooldown', values: { seconds: '17' } });
    expect(cooldownSecondsOf(new Error('Please try again after 17 seconds'))).toBe(17);
    expect(emailErrorKey(coded('iframe_request_timeout', 'TIMEOUT'))).toEqual({ id: 'alert.iframeRequestTimeout' });
    expect(emailErrorKey(new Error('iframe_load_failed'))).toEqual({ id: 'alert.iframeLoadFailed' });
  });

  it('leave any other error, and a cooldown without a count, to the modal', () => {
    expect(emailErrorKey(coded('User rejected the request.', 4001))).toBeUndefined();
    expect(emailErrorKey(new Error('Something else'))).toBeUndefined();
    expect(emailErrorKey('not an error')).toBeUndefined();
    expect(cooldownSecondsOf(new Error('Invalid code'))).toBeUndefined();
    expect(cooldownSecondsOf(new Error('Please try again after 0 seconds'))).toBeUndefined();
  });
});
