// The app's query cache counts a read's freshness from the first look at it (freshFromFirstLook), so a screen that
// mounts late after its route loader's reads (a slow phone) does not read them again; anything else as before.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';

let reads = 0;
const options = (key: string) => ({ queryKey: ['fresh-test', key], queryFn: async () => ++reads });

/** A screen's query mounting: an observer subscribed, as useQuery does; answers whether it started a read. */
function mount(key: string): { fetched: boolean; unmount: () => void } {
  const before = reads;
  const observer = new QueryObserver(queryClient, options(key));
  const unmount = observer.subscribe(() => {});
  return { fetched: queryClient.isFetching({ queryKey: ['fresh-test', key] }) > 0 || reads > before, unmount };
}

describe('freshness counted from the first look', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z') });
    reads = 0;
  });
  afterEach(() => {
    queryClient.removeQueries({ queryKey: ['fresh-test'] });
    vi.useRealTimers();
  });

  it('given a loader read in, when its screen mounts 5 s later (a slow phone), then the screen does not read it again', async () => {
    await queryClient.ensureQueryData(options('late'));
    vi.advanceTimersByTime(5_000);
    const screen = mount('late');
    expect(screen.fetched).toBe(false);
    expect(reads).toBe(1);
    screen.unmount();
  });

  it('given that first look, when a second screen mounts more than 2 s after it, then that one reads again', async () => {
    await queryClient.ensureQueryData(options('looked'));
    vi.advanceTimersByTime(5_000);
    mount('looked').unmount();
    vi.advanceTimersByTime(2_500);
    const again = mount('looked');
    expect(again.fetched).toBe(true);
    again.unmount();
  });

  it('given a loader read nothing looked at for a minute (its screen was left), when the screen mounts, then it reads again', async () => {
    await queryClient.ensureQueryData(options('left'));
    vi.advanceTimersByTime(60_000);
    const screen = mount('left');
    expect(screen.fetched).toBe(true);
    screen.unmount();
  });

  it('given data a mounted screen fetched itself, when another screen mounts 3 s later, then it reads again (2 s, as before)', async () => {
    const first = mount('own');
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    vi.advanceTimersByTime(3_000);
    const second = mount('own');
    expect(second.fetched).toBe(true);
    first.unmount();
    second.unmount();
  });

  it('given a loader read, when a write invalidates it before the screen mounts, then the screen reads it again at once', async () => {
    await queryClient.ensureQueryData(options('written'));
    await queryClient.invalidateQueries({ queryKey: ['fresh-test', 'written'] });
    const screen = mount('written');
    expect(screen.fetched).toBe(true);
    screen.unmount();
  });
});
