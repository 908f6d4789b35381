// The hostile campaign's own machinery, without a server: the JSON it writes (raw literals, __proto__
// keys, escapes), the answer checks and the "must refuse" oracle, so a green campaign means the server
// passed, not that the checks went blind.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer } from '../support/hostile/checks.ts';
import { Raw, clone, getAt, schemaPaths, setAt, setOwn, toJsonText } from '../support/hostile/json.ts';
import { mustRefuse, type Sent } from '../support/hostile/send.ts';

const sent = (status: number, text: string, contentType = 'application/json; charset=utf-8', refuse: string | null = null): Sent => ({
  index: 0, path: '/x', mutations: [], identity: null, method: 'POST', headers: {}, bytes: Buffer.alloc(0), requestId: 'r',
  mustRefuse: refuse, status, contentType, cacheControl: 'no-store', errorCode: status >= 300 ? 'required' : null, text, ms: 1,
});

describe('hostile JSON', () => {
  it('when a body holds raw literals, a __proto__ key and lone surrogates, then the text keeps them all', () => {
    const body: Record<string, unknown> = { n: new Raw('1e309'), z: new Raw('-0'), s: 'a\u0000b\ud800' };
    setOwn(body, '__proto__', { polluted: 'yes' });
    const text = toJsonText(clone(body));
    expect(text).toBe('{"n":1e309,"z":-0,"s":"a\\u0000b\\ud800","__proto__":{"polluted":"yes"}}');
    expect(Object.prototype.hasOwnProperty.call(JSON.parse(text), '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('when a path is set through missing objects, then they are created and read back', () => {
    expect(getAt(setAt({}, ['filter', 'id'], 'x'), ['filter', 'id'])).toBe('x');
    expect(schemaPaths(z.object({ filter: z.object({ id: z.string() }).optional(), n: z.number().default(1) })).map((p) => p.join('.')))
      .toEqual(['filter', 'filter.id', 'n']);
  });
});

describe('answer checks', () => {
  it('when an answer is 5xx, mis-shaped or not JSON, then each is a problem', () => {
    expect(checkAnswer(sent(500, '{"error":{"message":"boom"}}'))).toEqual(['500 answer']);
    expect(checkAnswer(sent(400, '{"error":{"message":"x","field":"a","code":1}}'))).toHaveLength(1);
    expect(checkAnswer(sent(400, '{"error":{"message":""}}'))).toHaveLength(1);
    expect(checkAnswer(sent(400, '{"error":{"message":"x"},"extra":1}'))).toHaveLength(1);
    expect(checkAnswer(sent(415, 'Unsupported', 'text/html'))).toHaveLength(1);
    expect(checkAnswer(sent(200, '{"result":1}'))).toEqual(['success answer is not { data }']);
    expect(checkAnswer(sent(200, '{"data":1}', undefined, 'charset latin1'))).toEqual(['accepted charset latin1']);
  });

  it('when an answer, a refusal too, may be cached, then it is a problem', () => {
    expect(checkAnswer({ ...sent(200, '{"data":1}'), cacheControl: null })).toEqual(['answer is not Cache-Control: no-store (none)']);
    expect(checkAnswer({ ...sent(404, '{"error":{"message":"Not found"}}'), cacheControl: 'public, max-age=60' }))
      .toEqual(['answer is not Cache-Control: no-store (public, max-age=60)']);
  });

  it('when an answer is a shaped refusal or { data }, then there is no problem', () => {
    expect(checkAnswer(sent(400, '{"error":{"message":"Name is required","field":"name"}}'))).toEqual([]);
    expect(checkAnswer(sent(200, '{"data":{"id":"x"},"pending":true}'))).toEqual([]);
  });

  it('when a refusal names no catalogue code, then it is a problem', () => {
    const refusal = sent(400, '{"error":{"message":"Name is required","field":"name"}}');
    expect(checkAnswer({ ...refusal, errorCode: null })).toEqual(['refusal carries no catalogue code (X-Error-Code null)']);
    expect(checkAnswer({ ...refusal, errorCode: 'Name is required' })).toEqual(['refusal carries no catalogue code (X-Error-Code "Name is required")']);
  });
});

describe('must-refuse oracle', () => {
  const schema = z.object({ name: z.string().min(1) });
  const json = { 'content-type': 'application/json' };
  it('when the body, charset or encoding cannot be taken, then a 2xx would be wrong', () => {
    expect(mustRefuse('POST', json, Buffer.from('{"name":""}'), schema)).toMatch(/schema refuses/);
    expect(mustRefuse('POST', json, Buffer.from('{"name":'), schema)).toMatch(/not JSON/);
    expect(mustRefuse('POST', json, Buffer.from('"x"'), schema)).toMatch(/not an object/);
    expect(mustRefuse('POST', { 'content-type': 'application/json; charset=latin1' }, Buffer.from('{"name":"a"}'), schema)).toMatch(/latin1/);
    expect(mustRefuse('POST', { ...json, 'content-encoding': 'gzip' }, Buffer.from('{"name":"a"}'), schema)).toMatch(/gzip/);
  });

  it('when the body is valid, or not JSON-typed at all, then the route decides', () => {
    expect(mustRefuse('POST', json, Buffer.from('{"name":"a","zz":1}'), schema)).toBeNull();
    // express.json leaves a text/plain body alone: the route sees {} and here {} is refused.
    expect(mustRefuse('POST', { 'content-type': 'text/plain' }, Buffer.from('{"name":"a"}'), schema)).toMatch(/schema refuses/);
    expect(mustRefuse('POST', { 'content-type': 'text/plain' }, Buffer.from('x'), z.object({}))).toBeNull();
  });
});
