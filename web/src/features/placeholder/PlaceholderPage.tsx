// The honest "not yet available" page: every menu entry whose feature a later release builds
// opens this page, which names the feature and says it is coming, with a way back.
import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteHandle } from '../../session/handle';
import { menuText } from '../../session/menu';
import { goBack, previousRoute } from '../../session/navigation';

export default function PlaceholderPage({ home = '/' }: { home?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title } = useRouteHandle();
  const feature = title ? menuText(t, title) : '';
  return (
    <Result
      className="placeholder-page"
      icon={<ToolOutlined />}
      title={t('placeholder.title', { feature })}
      subTitle={t('placeholder.body')}
      extra={[
        previousRoute() && (
          <Button key="back" onClick={() => goBack(navigate)}>
            {t('placeholder.back')}
          </Button>
        ),
        <Button key="home" type="primary" onClick={() => navigate(home)}>
          {t('placeholder.home')}
        </Button>,
      ]}
    />
  );
}
