// The generic pieces' promises of spec §2/§8/§9, with antd's message and Modal replaced by spies.
import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import zhPages from '../i18n/zh-CN/pages';

const antd = vi.hoisted(() => ({ open: vi.fn(), confirm: vi.fn() }));
vi.mock('antd', () => ({
  App: { useApp: vi.fn() },
  Modal: { confirm: antd.confirm },
  message: { open: antd.open },
  Spin: () => null,
}));

const { confirm, showDenied, showErrorTip, toast } = await import('./feedback');
const { isLoadingActive: active, withLoading } = await import('./loadingState');

beforeAll(async () => {
  await i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { pages: zhPages } }, ns: ['pages'] });
});
beforeEach(() => {
  antd.open.mockReset();
  antd.confirm.mockReset();
});

// First in the file: antd's message and modal are fetched the first time one is shown.
describe('fetching antd', () => {
  it('shows a message asked for before antd is there once it is, and later ones at once', async () => {
    toast.info('稍后');
    expect(antd.open).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(antd.open).toHaveBeenCalledWith({ type: 'info', content: '稍后', duration: 3 }),
    );
    toast.info('立即');
    expect(antd.open).toHaveBeenLastCalledWith({ type: 'info', content: '立即', duration: 3 });
  });
});

describe('messages', () => {
  it('toasts disappear after 3 s', () => {
    toast.success('保存成功');
    toast.warning('注意');
    expect(antd.open).toHaveBeenNthCalledWith(1, { type: 'success', content: '保存成功', duration: 3 });
    expect(antd.open).toHaveBeenNthCalledWith(2, { type: 'warning', content: '注意', duration: 3 });
  });

  it('the error tip says 服务器内部错误 for 5 s under one key', () => {
    showErrorTip();
    expect(antd.open).toHaveBeenCalledWith({
      type: 'error',
      content: '服务器内部错误',
      duration: 5,
      key: 'server-error',
    });
  });

  it("denied shows the server's message", () => {
    showDenied('仅管理员可以访问');
    expect(antd.open).toHaveBeenCalledWith(
      expect.objectContaining({ content: '仅管理员可以访问', duration: 5 }),
    );
  });
});

describe('confirm', () => {
  it('defaults to 提示 with 确定 and 取消', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    confirm({ content: '确定提交吗？', onOk, onCancel });
    expect(antd.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '提示',
        okText: '确定',
        cancelText: '取消',
        okCancel: true,
        onOk,
        onCancel,
      }),
    );
  });

  it('shows OK only without a cancel handler, and keeps a given title', () => {
    confirm({ title: '完成', content: '已提交', onOk: () => undefined });
    expect(antd.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '完成', okCancel: false }));
  });
});

describe('withLoading', () => {
  it('counts overlapping work and drops when the last settles, even on failure', async () => {
    let release!: () => void;
    const first = withLoading(new Promise<void>((r) => (release = r)));
    const second = withLoading(() => Promise.reject(new Error('x'))).catch(() => 'failed');
    expect(active()).toBe(true);
    await expect(second).resolves.toBe('failed');
    expect(active()).toBe(true);
    release();
    await first;
    expect(active()).toBe(false);
  });
});
