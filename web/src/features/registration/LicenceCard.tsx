// The business licence step: pick an image or PDF (checked here for type and size, and by the
// server for its content too), upload it, and see what was uploaded.
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import {
  extensionOf,
  LICENCE_EXTENSIONS,
  LICENCE_MAX_BYTES,
  type RegistrationStatus,
} from '@portal/contract';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useUploadLicence } from '../../api/registration';
import { toast } from '../../ui';

const ACCEPT = LICENCE_EXTENSIONS.join(',');
const isImage = (name: string) => extensionOf(name) !== '.pdf';

export function LicenceCard({ status, editable }: { status: RegistrationStatus; editable: boolean }) {
  const { t } = useTranslation('registration');
  const upload = useUploadLicence();
  const licence = status.licence;

  function pick(file: File) {
    const fits = (LICENCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
    if (!fits || file.size > LICENCE_MAX_BYTES) toast.error(t('identifying.licenceHint'));
    else
      upload.mutate(file, {
        onError: (e) => toast.error(e instanceof ApiError && e.message ? e.message : t('errors.unknown')),
      });
    return false;
  }

  return (
    <Card size="small" title={t('identifying.licence')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('identifying.licenceHint')}</Typography.Paragraph>
      {licence && (
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text>
            {t('identifying.uploaded')}：{licence.name}（{Math.ceil(licence.size / 1024)} KB）
          </Typography.Text>
          {isImage(licence.name) ? (
            <img
              className="registration-licence-preview"
              src={licence.url}
              alt={licence.name}
              data-testid="licence-preview"
            />
          ) : (
            <a href={licence.url} target="_blank" rel="noreferrer" data-testid="licence-preview">
              <FilePdfOutlined /> {t('identifying.preview')}
            </a>
          )}
        </Flex>
      )}
      {editable && (
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={pick} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="licence-upload">
            {upload.isPending
              ? t('identifying.uploading')
              : licence
                ? t('identifying.replace')
                : t('identifying.choose')}
          </Button>
        </Upload>
      )}
    </Card>
  );
}
