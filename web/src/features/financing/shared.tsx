// What the financing pages share: status tags, dictionary names, a match score with its reasons.
import { MATCH_CRITERIA, type MatchCriterion, type NeedStatus } from '@portal/contract/financing';
import { Progress, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { useSignedIn } from '../../session/handle';
import { namer, regionTree, treeOf } from '../profile-versions';

export const NEED_LIST = '/investmentFinancing/eninformationList';
export const NEED_PAGE = '/investmentFinancing/informationEdit';
export const NEW_NEED = '/investmentFinancing/informationNewAdd';

const STATUS_COLORS: Record<NeedStatus, string> = {
  DRAFT: 'default',
  PENDING: 'processing',
  REJECTED: 'error',
  PUBLISHED: 'success',
  MATCHED: 'purple',
  CLOSED: 'default',
};

export function NeedStatusTag({ status }: { status: NeedStatus }) {
  const { t } = useTranslation('financing');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** Region and industry names, and the pickers' trees, from the shared dictionaries. */
export function useDictionaries() {
  const dictionaries = useEnterpriseDictionaries();
  const data = dictionaries.data;
  const sections = (data?.industries ?? []).filter((r) => r.parentCode === null);
  return {
    names: namer(data),
    industries: treeOf(data?.industries ?? []),
    sections: sections.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` })),
    regions: regionTree(data),
    rows: data,
  };
}

/** The caller's side, for pages one path serves to several roles. */
export function useSide(): 'enterprise' | 'office' | 'financier' | 'other' {
  const { org } = useSignedIn();
  if (org.type === 'ENTERPRISE') return 'enterprise';
  if (org.type === 'FINANCIAL') return 'office';
  if (['INVESTMENT', 'FUND', 'FUND_CUSTODIAN', 'MONETARY'].includes(org.type)) return 'financier';
  return 'other';
}

export function ScoreCell({ score, matched }: { score: number; matched: MatchCriterion[] }) {
  const { t } = useTranslation('financing');
  const all = Object.keys(MATCH_CRITERIA) as MatchCriterion[];
  const missed = all.filter((c) => !matched.includes(c));
  const tip = [
    matched.length ? `${t('market.matched')}${matched.map((c) => t(`criteria.${c}`)).join('、')}` : '',
    missed.length ? `${t('market.unmatched')}${missed.map((c) => t(`criteria.${c}`)).join('、')}` : '',
  ]
    .filter(Boolean)
    .join('；');
  return (
    <Tooltip title={tip}>
      <Space direction="vertical" size={2} style={{ width: 150 }} data-testid="match-score">
        <Progress percent={score} size="small" format={(p) => `${p}`} />
        <Space size={2} wrap>
          {all.map((c) => (
            <Tag key={c} color={matched.includes(c) ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
              {t(`criteria.${c}`)}
            </Tag>
          ))}
        </Space>
      </Space>
    </Tooltip>
  );
}

export const wan = (amount: number) => amount.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
