// One notice, opened from the inbox. Content is shown as text (never as HTML), and its link
// goes inside the app when it is a path, or to a new tab when it is an outside address.
import type { Notice } from '@portal/contract';
import { BASE_PATH } from '@portal/contract';
import { Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMinute } from '../../ui/time';

type Props = { notice: Notice | null; onClose: () => void; onDiscard: (notice: Notice) => void };

export function NoticeDrawer({ notice, onClose, onDiscard }: Props) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();

  function follow(link: string) {
    if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
    else if (link.startsWith('/'))
      navigate(link.startsWith(BASE_PATH) ? link.slice(BASE_PATH.length - 1) : link);
  }

  return (
    <Drawer
      open={notice !== null}
      onClose={onClose}
      title={notice?.title}
      size={560}
      extra={
        notice && (
          <Space>
            {notice.link && (
              <Button type="primary" onClick={() => follow(notice.link ?? '')}>
                {t('notice.follow')}
              </Button>
            )}
            <Button danger onClick={() => onDiscard(notice)}>
              {t('notice.discard')}
            </Button>
          </Space>
        )
      }
    >
      {notice && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'category',
                label: t('notice.columns.category'),
                children: <Tag>{notice.category}</Tag>,
              },
              {
                key: 'createdAt',
                label: t('notice.columns.createdAt'),
                children: formatMinute(notice.createdAt),
              },
            ]}
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.8 }}>
            {notice.content}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
