// queriesInOrder: a reader's queries started at once (Promise.all) reach the transaction's one connection one at a time.
import { describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { queriesInOrder } from './tx.ts';

/** A connection that, like pg@9, refuses a query while it is still running one, and records what it ran. */
function oneAtATime() {
  const ran: string[] = [];
  let busy = false;
  const query = async (text: string) => {
    if (busy) throw new Error(`"${text}" sent while a query was running`);
    busy = true;
    await new Promise((r) => setTimeout(r, 5));
    busy = false;
    if (text === 'bad') throw new Error('syntax error');
    ran.push(text);
    return { rows: [{ text }] };
  };
  return { client: { query } as unknown as Pick<PoolClient, 'query'>, ran };
}

describe('queriesInOrder', () => {
  it('given three queries started at once, when they run, then each waits for the one before and answers its own rows', async () => {
    const { client, ran } = oneAtATime();
    const tx = queriesInOrder(client);
    const answers = await Promise.all(['a', 'b', 'c'].map((t) => tx.query(t)));
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(answers.map((a) => a.rows[0])).toEqual([{ text: 'a' }, { text: 'b' }, { text: 'c' }]);
  });

  it('given a query that fails, when the next was started with it, then the failure is its own and the next still runs', async () => {
    const { client, ran } = oneAtATime();
    const tx = queriesInOrder(client);
    const [bad, next] = await Promise.allSettled([tx.query('bad'), tx.query('after')]);
    expect(bad.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled' });
    expect(ran).toEqual(['after']);
  });

  it('given the client itself, when queries are started at once, then the connection refuses the second (what the wrapper is for)', async () => {
    const { client } = oneAtATime();
    await expect(Promise.all([client.query('a'), client.query('b')])).rejects.toThrow(/while a query was running/);
  });
});
