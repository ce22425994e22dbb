import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiUpload } from './api-upload';

/** A stand-in XMLHttpRequest that records what is sent and answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('token', 'abc');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiUpload', () => {
  it('posts the file with its type and the session token, and reports the share sent', async () => {
    const progress = vi.fn();
    const file = new Blob(['a,b\n'], { type: 'text/csv' });
    const answer = apiUpload('/api/x', file, { contentType: 'text/csv', onProgress: progress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/x', file]);
    expect(xhr.headers).toMatchObject({ 'Content-Type': 'text/csv', Authorization: 'Bearer abc' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onload?.();
    expect(progress.mock.calls).toEqual([[0.25], [1]]);
    xhr.answer(200, { created: 1 });
    await expect(answer).resolves.toEqual({ created: 1 });
  });

  it('rejects a refusal as an ApiError with the whole answer', async () => {
    const answer = apiUpload('/api/x', new Blob(['x']), { contentType: 'text/csv' });
    FakeXhr.last.answer(400, { message: 'Bad rows', problems: [] });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Bad rows', body: { message: 'Bad rows', problems: [] } });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('ends the session on a 401, as every API call does', async () => {
    const answer = apiUpload('/api/x', new Blob(['x']), { contentType: 'text/csv' });
    FakeXhr.last.answer(401, { message: 'Session expired' });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
