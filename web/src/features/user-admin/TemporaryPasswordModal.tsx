// Shows a generated temporary password once; the user must change it at the next sign-in.
import type { TemporaryPassword } from '@portal/contract';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function TemporaryPasswordModal({
  result,
  onClose,
}: {
  result: TemporaryPassword | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={result !== null}
      title={t('user.temporary.title')}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="temporary-password-close">
          {t('user.temporary.close')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('user.temporary.intro', { account: result?.user.account })} />
      <Typography.Paragraph
        copyable={{ text: result?.temporaryPassword }}
        code
        style={{ fontSize: 20, marginTop: 16, textAlign: 'center' }}
        data-testid="temporary-password"
      >
        {result?.temporaryPassword}
      </Typography.Paragraph>
    </Modal>
  );
}
