// api(): a contract endpoint becomes the request the server registered it for.
import { dictAdminEndpoints, editorEndpoints, noticeEndpoints } from '@portal/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api, hrefOf } from './endpoint';

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const sent = () => fetchMock.mock.calls[0] as [string, RequestInit];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it('fills the path, sends the query and the body with the declared method, and answers the data', async () => {
  fetchMock.mockResolvedValue(reply({ data: { code: '4301/02', name: '新名' } }));
  const answer = await api(dictAdminEndpoints.update, {
    params: { kind: 'area', code: '4301/02' },
    body: { name: '新名' },
  });
  expect(sent()[0]).toBe('/console/api/management/dict/area/4301%2F02');
  expect(sent()[1].method).toBe('PUT');
  expect(JSON.parse(String(sent()[1].body))).toEqual({ name: '新名' });
  expect(answer).toEqual({ code: '4301/02', name: '新名' });
});

it('puts the query in the address of a DELETE', async () => {
  fetchMock.mockResolvedValue(reply({ data: { noticeId: 'n1' } }));
  await api(noticeEndpoints.discard, { query: { noticeId: 'n1' } });
  expect(sent()[0]).toBe('/console/api/notice/discarded?noticeId=n1');
  expect(sent()[1].method).toBe('DELETE');
});

it('answers a bare endpoint (UEditor) whole, not its data', async () => {
  fetchMock.mockResolvedValue(reply({ imageActionName: 'uploadimage' }));
  const answer = await api(editorEndpoints.config, { query: { action: 'config' } });
  expect(answer).toEqual({ imageActionName: 'uploadimage' });
});

it('builds a link to an endpoint with its query', () => {
  expect(hrefOf(noticeEndpoints.inbox, { query: { page: 2, size: 10 } })).toBe(
    '/console/api/notice/?page=2&size=10',
  );
});
