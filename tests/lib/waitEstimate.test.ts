import { describe, expect, it } from 'vitest';
import { requestsTitle, waitSeconds, waitText } from '../../src/lib/waitEstimate';

describe('a wait in words', () => {
  it('counts the waves of the queue, three answers at a time', () => {
    expect(waitSeconds(0)).toBe(0);
    expect(waitSeconds(1)).toBe(1);
    expect(waitSeconds(3)).toBe(1);
    expect(waitSeconds(4)).toBe(2);
    expect(waitSeconds(56)).toBe(19);
  });

  it('says a short wait as a few seconds, a longer one to the nearest five seconds, a long one in minutes', () => {
    expect(waitText(1)).toBe('takes a few seconds');
    expect(waitText(15)).toBe('takes a few seconds');
    expect(waitText(18)).toBe('takes about 5 seconds');
    expect(waitText(56)).toBe('takes about 20 seconds');
    expect(waitText(69)).toBe('takes about 25 seconds');
    expect(waitText(150)).toBe('takes about a minute');
    expect(waitText(400)).toBe('takes about 2 minutes');
  });

  it('keeps the request count for the tooltip', () => {
    expect(requestsTitle(1)).toBe('1 request to the API');
    expect(requestsTitle(56)).toBe('56 requests to the API');
  });
});
