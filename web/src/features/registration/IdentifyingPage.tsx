// /sign/identifying: the registrant's own page (a limited session reaches nothing else). Before
// submission: licence upload and confirmation; in review: who reviews since when; rejected: the
// reason, correction and resubmission; approved: the way into the console.
import type { RegistrationStatus } from '@portal/contract';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useRegistrationStatus, useSubmitRegistration } from '../../api/registration';
import { confirm, toast } from '../../ui';
import { DetailsCard } from './DetailsCard';
import { LicenceCard } from './LicenceCard';
import { RegistrationSteps } from './RegistrationSteps';
import './registration.css';
import { formatMinute } from '../../ui/time';

const signOut = (label: string) => (
  <Link to="/sign/out" key="out">
    {label}
  </Link>
);

function Editable({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const submit = useSubmitRegistration();
  const rejected = status.state === 'REJECTED';
  const [editing, setEditing] = useState(false);

  function ask() {
    confirm({
      title: t('identifying.confirmTitle'),
      content: t('identifying.confirmText', { office: t('identifying.confirmOffice') }),
      onCancel: () => undefined,
      onOk: () =>
        submit
          .mutateAsync(undefined)
          .then(() => navigate('/sign/Success?kind=registered'))
          .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('errors.unknown'))),
    });
  }

  return (
    <>
      <RegistrationSteps current={1} status={rejected ? 'error' : undefined} />
      {rejected && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('identifying.rejectedTitle')}
          description={
            <>
              <div data-testid="reject-reason">
                {t('identifying.rejectedReason', { reason: status.reason ?? '' })}
              </div>
              <div>{t('identifying.rejectedHint')}</div>
            </>
          }
        />
      )}
      <LicenceCard status={status} editable />
      <DetailsCard status={status} editable onEditing={setEditing} />
      <Button
        type="primary"
        block
        size="large"
        disabled={!status.licence || editing}
        loading={submit.isPending}
        onClick={ask}
        data-testid="registration-submit"
      >
        {rejected ? t('identifying.resubmit') : t('identifying.confirm')}
      </Button>
      <Flex justify="center" style={{ marginTop: 12 }}>
        {signOut(t('identifying.signOut'))}
      </Flex>
    </>
  );
}

export default function IdentifyingPage() {
  const { t } = useTranslation('registration');
  const status = useRegistrationStatus();

  let body: ReactNode;
  if (status.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (status.isError || !status.data) {
    const anonymous = status.error instanceof ApiError && [403, 404].includes(status.error.status);
    body = (
      <Result
        status={anonymous ? 'info' : 'error'}
        title={anonymous ? t('errors.signInFirst') : t('errors.unknown')}
        extra={
          <Link to="/sign/in">
            <Button type="primary">{t('success.signIn')}</Button>
          </Link>
        }
      />
    );
  } else {
    const s = status.data;
    if (s.state === 'DRAFT' || s.state === 'REJECTED') body = <Editable status={s} />;
    else if (s.state === 'SUBMITTED')
      body = (
        <>
          <RegistrationSteps current={2} />
          <Result
            status="info"
            title={t('identifying.reviewTitle')}
            subTitle={
              <>
                <div>
                  {s.reviewOffice
                    ? t('identifying.reviewText', { office: s.reviewOffice })
                    : t('identifying.reviewTextNoOffice')}
                </div>
                {s.submittedAt && (
                  <div>{t('identifying.submittedAt', { time: formatMinute(s.submittedAt) })}</div>
                )}
              </>
            }
            extra={[signOut(t('identifying.signOut'))]}
            data-testid="registration-pending"
          />
          <LicenceCard status={s} editable={false} />
          <DetailsCard status={s} editable={false} />
        </>
      );
    else
      body = (
        <>
          <RegistrationSteps current={3} status="finish" />
          <Result
            status="success"
            title={t('identifying.approvedTitle')}
            subTitle={t('identifying.approvedText')}
            extra={
              // A full load: the shell starts its session flow with the now complete session.
              <Button
                type="primary"
                onClick={() => window.location.assign('/oa/')}
                data-testid="registration-enter"
              >
                {t('identifying.enter')}
              </Button>
            }
          />
        </>
      );
  }

  return (
    <div className="registration-wide">
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('identifying.title')}
      </Typography.Title>
      {body}
    </div>
  );
}
