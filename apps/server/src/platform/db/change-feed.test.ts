import { describe, expect, it } from 'vitest';
import { createNotifiedCache, type TChanged, type TChangeFeed } from './change-feed.ts';

/** A feed whose announcements and listening state the test controls. */
function controlledFeed() {
  let onChange: (changed: TChanged) => void = () => {};
  let listening = true;
  const feed: TChangeFeed = {
    isListening: () => listening,
    subscribe(callback) {
      onChange = callback;
      return () => {};
    },
    close: async () => {},
  };
  return {
    feed,
    announce: (changed: TChanged) => onChange(changed),
    setListening(value: boolean) {
      listening = value;
      if (!value) onChange('all');
    },
  };
}

/** A load the test finishes when it wants, counting how often it ran. */
function controlledLoad() {
  const calls: ((value: string | undefined) => void)[] = [];
  return {
    load: () => new Promise<string | undefined>((resolve) => calls.push(resolve)),
    calls,
  };
}

describe('a cache forgotten through change notifications', () => {
  it('answers a remembered row without loading it again, until its change is announced', async () => {
    const { feed, announce } = controlledFeed();
    const cache = createNotifiedCache<string>(feed, 10);
    let loads = 0;
    const load = async () => `row ${(loads += 1)}`;

    expect(await cache.get('a', load)).toBe('row 1');
    expect(await cache.get('a', load)).toBe('row 1');
    announce(['a']);
    expect(await cache.get('a', load)).toBe('row 2');
    announce('all');
    expect(await cache.get('a', load)).toBe('row 3');
    cache.forget('a');
    expect(await cache.get('a', load)).toBe('row 4');
  });

  it('shares one load between concurrent reads of a row', async () => {
    const { feed } = controlledFeed();
    const cache = createNotifiedCache<string>(feed, 10);
    const { load, calls } = controlledLoad();

    const reads = [cache.get('a', load), cache.get('a', load), cache.get('a', load)];
    expect(calls).toHaveLength(1);
    calls[0]!('row');
    expect(await Promise.all(reads)).toEqual(['row', 'row', 'row']);
  });

  it('never stores what a load read before a change was announced, and does not join that load', async () => {
    const { feed } = controlledFeed();
    const cache = createNotifiedCache<string>(feed, 10);
    const { load, calls } = controlledLoad();

    const before = cache.get('a', load);
    cache.forget('a');
    const after = cache.get('a', load);
    expect(calls).toHaveLength(2);
    calls[0]!('old');
    calls[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');

    let loads = 0;
    expect(await cache.get('a', async () => `loaded ${(loads += 1)}`)).toBe('new');
  });

  it('remembers nothing while the feed does not listen', async () => {
    const control = controlledFeed();
    const cache = createNotifiedCache<string>(control.feed, 10);
    await cache.get('a', async () => 'first');
    control.setListening(false);

    let loads = 0;
    const load = async () => `row ${(loads += 1)}`;
    expect(await cache.get('a', load)).toBe('row 1');
    expect(await cache.get('a', load)).toBe('row 2');
  });

  it('does not remember a missing row, and forgets the oldest when full', async () => {
    const { feed } = controlledFeed();
    const cache = createNotifiedCache<string>(feed, 2);
    let loads = 0;
    const load = async () => `row ${(loads += 1)}`;

    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(loads).toBe(3);
    expect(await cache.get('c', load)).toBe('row 3');
    expect(await cache.get('a', load)).toBe('row 4');
  });
});
