import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logRequest, type RequestLogLine } from '../../server/requestLog';

// The status a request's log line gives when the connection closes: the answer's, once it was written in full (a busy
// server may not have flushed its last bytes when a quick visitor closes), 499 when the visitor left before it.

function closeAfter(state: { writableEnded: boolean; writableFinished: boolean }): RequestLogLine | undefined {
  const req = Object.assign(new EventEmitter(), { method: 'GET' }) as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 200, ...state }) as unknown as ServerResponse;
  let line: RequestLogLine | undefined;
  logRequest(req, res, '/', {}, (written) => (line = written));
  res.emit('close');
  return line;
}

describe('the status a request is logged with', () => {
  it("is the answer's once it was written, flushed or not", () => {
    expect(closeAfter({ writableEnded: true, writableFinished: true })?.status).toBe(200);
    expect(closeAfter({ writableEnded: true, writableFinished: false })?.status).toBe(200);
  });

  it('is 499 when the visitor left before the answer was written', () => {
    expect(closeAfter({ writableEnded: false, writableFinished: false })).toMatchObject({
      type: 'request',
      method: 'GET',
      path: '/',
      status: 499,
    });
  });
});
