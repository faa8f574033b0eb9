// A roadshow's projects with the scores the caller may see; a registered investor enters its own
// after the event (score 0–100, interest, comment) and saves them together.
import type { RoadshowDetail, RoadshowProject } from '@portal/contract/roadshow';
import { Button, Checkbox, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { useScore } from './queries';

type Entry = { score?: number; interested: boolean; comment: string };

export function ScoreList({ project }: { project: RoadshowProject }) {
  const { t } = useTranslation('financing');
  if (project.scores.length === 0) return <span>{t('myProjects.noScores')}</span>;
  return (
    <Space direction="vertical" size={2}>
      {project.scores.map((s) => (
        <span key={s.investorOrgId}>
          {s.investorName}：<b>{s.score}</b>{' '}
          {s.interested && <Tag color="green">{t('roadshow.interested')}</Tag>}
          {s.comment}
        </span>
      ))}
    </Space>
  );
}

export function ScoreTable({ show }: { show: RoadshowDetail }) {
  const { t } = useTranslation('financing');
  const save = useScore();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const scoring = show.abilities.score;
  const entry = (p: RoadshowProject): Entry => {
    const own = p.scores[0];
    return (
      entries[p.id] ?? {
        score: own?.score,
        interested: own?.interested ?? false,
        comment: own?.comment ?? '',
      }
    );
  };
  const set = (p: RoadshowProject, change: Partial<Entry>) =>
    setEntries({ ...entries, [p.id]: { ...entry(p), ...change } });
  const submit = () => {
    const scores = show.projects
      .filter((p) => p.status === 'ACCEPTED' && entry(p).score !== undefined)
      .map((p) => ({
        projectId: p.id,
        score: entry(p).score!,
        interested: entry(p).interested,
        comment: entry(p).comment,
      }));
    if (scores.length === 0) return;
    save.mutateAsync({ id: show.id, body: { scores } }).then(
      () => toast.success(t('roadshow.scoreSaved')),
      (e: unknown) => toast.error(e instanceof Error ? e.message : String(e)),
    );
  };
  return (
    <>
      <Table<RoadshowProject>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={show.projects}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('need.title'), dataIndex: 'needTitle' },
          { title: t('need.enterprise'), dataIndex: 'enterpriseName' },
          {
            title: t('need.status'),
            dataIndex: 'status',
            width: 90,
            render: (s: string, p) => (
              <Space size={2}>
                <Tag color={s === 'ACCEPTED' ? 'green' : s === 'APPLIED' ? 'gold' : 'default'}>
                  {t(`projectStatus.${s}`)}
                </Tag>
                {p.invited && <Tag>{t('roadshow.invited')}</Tag>}
              </Space>
            ),
          },
          ...(scoring
            ? [
                {
                  title: t('roadshow.score'),
                  key: 'score',
                  width: 260,
                  render: (_: unknown, p: RoadshowProject) => (
                    <Space>
                      <InputNumber
                        min={0}
                        max={100}
                        precision={0}
                        placeholder={t('roadshow.scoreHint')}
                        value={entry(p).score}
                        onChange={(v) => set(p, { score: v ?? undefined })}
                      />
                      <Checkbox
                        checked={entry(p).interested}
                        onChange={(e) => set(p, { interested: e.target.checked })}
                      >
                        {t('roadshow.interested')}
                      </Checkbox>
                      <Input
                        placeholder={t('roadshow.comment')}
                        maxLength={300}
                        value={entry(p).comment}
                        onChange={(e) => set(p, { comment: e.target.value })}
                        style={{ width: 120 }}
                      />
                    </Space>
                  ),
                },
              ]
            : [
                {
                  title: t('roadshow.average'),
                  dataIndex: 'averageScore',
                  width: 80,
                  render: (v: number | null) => v ?? '-',
                },
                {
                  title: t('roadshow.score'),
                  key: 'scores',
                  render: (_: unknown, p: RoadshowProject) => <ScoreList project={p} />,
                },
              ]),
        ]}
      />
      {scoring && (
        <Button type="primary" onClick={submit} loading={save.isPending} style={{ marginTop: 12 }}>
          {t('common.save')}
        </Button>
      )}
    </>
  );
}
