/** The words for an error answer: the server's own message, bounded, and "…" only where fresher cut it. */
import { describe, expect, it } from 'vitest';
import { bodySummary, errorMessage } from '../../src/api/error-body.js';

describe('errorMessage', () => {
  it('quotes the message whole; one read only in part (cut at 64 KiB) ends with "…"; a complete one in broken JSON does not', () => {
    expect(errorMessage('{"error":"ok"}')).toBe('ok');
    expect(errorMessage('{"error":"bad \\"thing\\" here", oops')).toBe('bad "thing" here');
    expect(errorMessage(`{"error":"${'A'.repeat(70_000)}`)).toBe(`${'A'.repeat(299)}…`);
    expect(errorMessage(`{"error":"${'B'.repeat(20)}`)).toBe(`${'B'.repeat(20)}…`);
    expect(errorMessage('{"message":"x"}')).toBeUndefined();
  });

  it('a body without a message is said for what it is', () => {
    expect(bodySummary('{"message":"x"}', 'application/json')).toBe('a JSON body without an "error" message');
    expect(bodySummary('{"message":', 'application/json')).toBe('a body that is not valid JSON (cut short or corrupt)');
    expect(bodySummary('<html>', undefined)).toBe('an HTML page, not JSON');
  });
});
