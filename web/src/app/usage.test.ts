// The usage batch: entries are counted per feature and sent after a quiet spell or when full.
import { USAGE_BATCH_MAX, USAGE_COUNT_MAX } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUsageBatch } from './usage';

describe('usage batch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the counts once the user has been quiet for a while', () => {
    const send = vi.fn();
    const batch = createUsageBatch(send);
    batch.add('/company/list');
    batch.add('/notice/list');
    batch.add('/company/list');
    vi.advanceTimersByTime(9_000);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(send).toHaveBeenCalledWith([
      { feature: '/company/list', count: 2 },
      { feature: '/notice/list', count: 1 },
    ]);
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the batch is full', () => {
    const send = vi.fn();
    const batch = createUsageBatch(send);
    for (let i = 0; i < USAGE_BATCH_MAX; i++) batch.add(`/f/${i}`);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(USAGE_BATCH_MAX);
  });

  it('sends at once when a feature reaches the most the server counts per report', () => {
    const send = vi.fn();
    const batch = createUsageBatch(send);
    for (let i = 0; i < USAGE_COUNT_MAX + 1; i++) batch.add('/company/list');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([{ feature: '/company/list', count: USAGE_COUNT_MAX }]);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenLastCalledWith([{ feature: '/company/list', count: 1 }]);
  });
});
