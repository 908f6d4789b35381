// The client against canned answers: a pending write is a saved write, an unreachable server says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityEndpoints, partiesEndpoints } from '@ledger/contract/endpoint-refs';
import { ApiError, callEndpoint, onPendingWrite, onSessionEnded, sendCommand } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: { getItem: () => 'token' }, location: { assign: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when a write answers pending with only its id, then it is saved and the pending listeners hear of it', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { id: 'p-1' }, pending: true }));
    const heard: string[] = [];
    const stop = onPendingWrite((path) => heard.push(path));
    try {
      expect(await sendCommand(partiesEndpoints.add, { name: 'Shree' })).toEqual({ id: 'p-1', pending: true });
    } finally {
      stop();
    }
    expect(heard).toEqual(['/party/add/v1']);
  });

  it('when a write answers pending with an empty result, then it is saved without an id', async () => {
    vi.stubGlobal('fetch', answer(200, { data: {}, pending: true }));
    expect(await sendCommand(partiesEndpoints.delete, { id: 'p-1' })).toEqual({ id: undefined, pending: true });
  });

  it('when a write answers with the full entity, then its id is kept and it is not pending', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { id: 'p-1', name: 'Shree', stats: {} } }));
    expect(await sendCommand(partiesEndpoints.update, { filter: { id: 'p-1' }, update: {} })).toEqual({ id: 'p-1', pending: false });
  });

  it('when the API cannot reach its database (503), then the error says the server cannot be reached', async () => {
    vi.stubGlobal('fetch', answer(503, { error: { message: 'The server cannot reach its database right now; please try again in a moment' } }));
    const error = await failure(sendCommand(partiesEndpoints.add, { name: 'Shree' }));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe("Can't reach the server right now. Please try again in a moment.");
  });

  it('when the request gets no answer at all, then the error says the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(callEndpoint(partiesEndpoints.list, {}));
    expect(error.kind).toBe('unreachable');
    expect(error.status).toBe(0);
  });

  it('when a refusal comes back, then its message is kept', async () => {
    vi.stubGlobal('fetch', answer(422, { error: { message: 'Party with this name already exists', field: 'name' } }));
    const error = await failure(sendCommand(partiesEndpoints.add, { name: 'Shree' }));
    expect([error.kind, error.message, error.field]).toEqual(['operation', 'Party with this name already exists', 'name']);
  });

  it('when a read answers what its endpoint does not (its schema, loaded while the call was out), then it fails as unexpected', async () => {
    vi.stubGlobal('fetch', answer(200, { data: [{ id: 'p-1', name: 'Shree', extra: true }] }));
    const error = await failure(callEndpoint(identityEndpoints.getSelf, {}));
    expect([error.kind, error.message]).toEqual(['unexpected', 'Unexpected error occurred']);
    vi.stubGlobal('fetch', answer(200, { data: { user: { id: 'u-1', mobileNo: '9876543210' }, company: null, role: null, endedAccess: null } }));
    expect(await callEndpoint(identityEndpoints.getSelf, {})).toEqual({ user: { id: 'u-1', mobileNo: '9876543210' }, company: null, role: null, endedAccess: null });
  });

  it('when a revalidating read is asked again, then it sends its tag and a 304 answers the copy it kept', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const sent = new Headers(init.headers).get('If-None-Match');
      if (sent === 'W/"7-a"') return new Response(null, { status: 304, headers: { ETag: 'W/"7-a"' } });
      return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"7-a"' } });
    });
    vi.stubGlobal('fetch', fetch);
    const first = await callEndpoint(partiesEndpoints.list, { filter: { id: 'p-revalidate' } });
    const second = await callEndpoint(partiesEndpoints.list, { filter: { id: 'p-revalidate' } });
    expect(second).toBe(first);
    const tagsSent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('If-None-Match'));
    expect(tagsSent).toEqual([null, 'W/"7-a"']);
    // Another request (another body) has no copy: it sends no tag.
    await callEndpoint(partiesEndpoints.list, { filter: { id: 'p-other' } });
    expect(fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('If-None-Match'))[2]).toBeNull();
  });

  it('when writes answer their positions (a read replica), then every later call sends back the newest one seen', async () => {
    const positions = ['0/16B3748', '1/0', '0/FFFFFFFF', null];
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      const lsn = positions.shift();
      return new Response(JSON.stringify({ data: { id: 'p-1' } }), { status: 200, headers: { 'Content-Type': 'application/json', ...(lsn ? { 'X-Ledger-Lsn': lsn } : {}) } });
    });
    vi.stubGlobal('fetch', fetch);
    for (let i = 0; i < 5; i++) await sendCommand(partiesEndpoints.add, { name: 'Shree' });
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('X-Ledger-Lsn'));
    // 1/0 is later than 0/FFFFFFFF (the high half first): an older position never replaces a newer one.
    expect(sent).toEqual([null, '0/16B3748', '1/0', '1/0', '1/0']);
  });

  describe('when the session ended (401 on a call with a token)', () => {
    const ENDED = { error: { message: 'Your session ended; please log in again' } };
    let stored: Record<string, string>;
    let assign: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      stored = { 'jwl.token': 'token' };
      assign = vi.fn();
      const storage = (prefix: string) => ({
        getItem: (k: string) => stored[prefix + k] ?? null,
        setItem: (k: string, v: string) => { stored[prefix + k] = v; },
        removeItem: (k: string) => { delete stored[prefix + k]; },
      });
      vi.stubGlobal('window', { localStorage: storage(''), sessionStorage: storage('session:'), location: { assign } });
      vi.stubGlobal('fetch', answer(401, ENDED));
    });

    it('with typed work kept on screen, then the call fails as sessionEnded and the page stays', async () => {
      const stop = onSessionEnded(() => true);
      try {
        const error = await failure(sendCommand(partiesEndpoints.add, { name: 'Shree' }));
        expect([error.kind, error.status, error.message]).toEqual(['sessionEnded', 401, 'Your session ended; please log in again']);
      } finally {
        stop();
      }
      expect(assign).not.toHaveBeenCalled();
      expect(stored['jwl.token']).toBe('token');
    });

    it('with nothing to keep, then the token goes and the login page opens, noted to say why', async () => {
      const stop = onSessionEnded(() => false);
      try {
        void callEndpoint(partiesEndpoints.list, {});
        await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
      } finally {
        stop();
      }
      expect(stored['jwl.token']).toBeUndefined();
      expect(stored['session:jwl.sessionEnded']).toBe('user');
    });
  });
});
