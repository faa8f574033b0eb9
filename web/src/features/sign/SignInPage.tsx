// Sign-in (spec §2, DESIGN §6): account and password, a captcha once the server asks for one,
// and a plain message for every refusal. Success is a full page load so the shell starts its
// session flow from scratch. Drawn without antd, as its layout is: everyone passes this page, and
// antd's form, inputs and run-time styles tripled what it downloaded and ran (issue 15 §2).
import {
  CloseCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ERROR_CODES } from '@portal/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchCaptchaRequired, useCaptcha, useLogin } from '../../api/sign';
import { showErrorTip } from '../../ui/feedback';
import { formatMinute } from '../../ui/time';
import { PASSWORD_PAGE, REGISTRATION_STATUS_PAGE, safeRedirect } from './redirect';
import { SignField } from './SignField';
import './sign.css';

type FieldName = 'account' | 'password' | 'code';
type Fields = Record<FieldName, string>;

export default function SignInPage() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const [fields, setFields] = useState<Fields>({ account: '', password: '', code: '' });
  const [missing, setMissing] = useState<Partial<Record<FieldName, string>>>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const captcha = useCaptcha(captchaShown);
  const login = useLogin();
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  async function askCaptcha(account: string | undefined) {
    const name = account?.trim();
    if (name) setCaptchaShown(await fetchCaptchaRequired(name));
  }

  // With CAPTCHA_MODE=always the field is needed before any account is typed.
  useEffect(() => {
    void fetchCaptchaRequired('').then((required) => required && setCaptchaShown(true));
  }, []);

  function change(name: FieldName, value: string) {
    setFields((was) => ({ ...was, [name]: value }));
    setMissing((was) => ({ ...was, [name]: undefined }));
  }

  function explain(error: Error): string {
    if (!(error instanceof ApiError)) return t('sign.errors.unknown');
    switch (error.code) {
      case ERROR_CODES.loginFailed:
        return t('sign.errors.loginFailed');
      case ERROR_CODES.captchaRequired:
        return t('sign.errors.captchaRequired');
      case ERROR_CODES.captchaInvalid:
        return t('sign.errors.captchaInvalid');
      // The unlock time comes as a detail; without it the server's own message carries it.
      case ERROR_CODES.accountLocked: {
        const until = error.details.find((d) => d.path === 'lockedUntil')?.message;
        const time = formatMinute(until);
        if (time) {
          return t('sign.errors.lockedUntil', { time });
        }
        return error.message || t('sign.errors.locked');
      }
      case ERROR_CODES.validation:
        return t('sign.errors.incomplete');
    }
    if (error.status === 429 || error.code === ERROR_CODES.tooManyRequests) return t('sign.errors.tooMany');
    if (error.status === 0 || error.status >= 500) {
      showErrorTip();
      return t('sign.errors.unavailable');
    }
    return error.message || t('sign.errors.unknown');
  }

  /** The required fields left empty (blank counts as empty but for the password), with their messages. */
  function check(): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    if (!fields.account.trim()) found.account = t('sign.accountRequired');
    if (!fields.password) found.password = t('sign.passwordRequired');
    if (captchaShown && !fields.code.trim()) found.code = t('sign.codeRequired');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setMissing(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setProblem(null);
    const account = fields.account.trim();
    const input = {
      account,
      password: fields.password,
      key: captcha.data?.key ?? '',
      code: fields.code.trim(),
    };
    login.mutate(input, {
      onSuccess: ({ user, limited }) =>
        window.location.assign(
          // A registrant awaiting review has only its registration status page.
          limited
            ? REGISTRATION_STATUS_PAGE
            : user.mustChangePassword
              ? PASSWORD_PAGE
              : safeRedirect(searchParams.get('redirect')),
        ),
      onError: (error) => {
        setProblem(explain(error));
        setFields((was) => ({ ...was, code: '' }));
        // A challenge is good for one try; after any failure ask again and show a fresh image.
        if (error instanceof ApiError && error.code === ERROR_CODES.captchaRequired) setCaptchaShown(true);
        else void askCaptcha(account);
        if (captchaShown) void captcha.refetch();
      },
    });
  }

  const bind = (name: FieldName) => ({
    name,
    value: fields[name],
    error: missing[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: string) => change(name, value),
  });

  return (
    <div className="sign-form">
      <h2 className="sign-form__title">{t('sign.title')}</h2>
      {problem && (
        <div className="sign-form__alert" role="alert">
          <CloseCircleFilled aria-hidden /> <span>{problem}</span>
        </div>
      )}
      {/* POST: should the form ever be sent by the browser itself (a page drawn by the server,
          its scripts not yet run or blocked), the password must not travel in the address. */}
      <form method="post" onSubmit={submit} autoComplete="on" noValidate>
        <SignField
          {...bind('account')}
          icon={<UserOutlined />}
          label={t('sign.account')}
          autoComplete="username"
          testId="sign-in-account"
          autoFocus
          onBlur={(value) => void askCaptcha(value)}
        />
        <SignField
          {...bind('password')}
          type={passwordShown ? 'text' : 'password'}
          icon={<LockOutlined />}
          label={t('sign.password')}
          autoComplete="current-password"
          testId="sign-in-password"
          suffix={
            <button
              type="button"
              className="sign-field__toggle"
              aria-label={t(passwordShown ? 'sign.hidePassword' : 'sign.showPassword')}
              aria-pressed={passwordShown}
              onClick={() => setPasswordShown((was) => !was)}
            >
              {passwordShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          }
        />
        {captchaShown && (
          <div className="sign-form__captcha">
            <SignField
              {...bind('code')}
              icon={<SafetyOutlined />}
              label={t('sign.code')}
              autoComplete="off"
            />
            <button
              type="button"
              className="sign-form__captcha-image"
              onClick={() => void captcha.refetch()}
              title={t('sign.codeRefresh')}
            >
              {/* The picture is 280 × 80: much smaller, its letters blur together. */}
              {captcha.data ? (
                <img src={captcha.data.image} alt={t('sign.codeImage')} />
              ) : (
                <span>{t('sign.codeLoading')}</span>
              )}
            </button>
          </div>
        )}
        <button
          type="submit"
          className="sign-form__submit"
          data-testid="sign-in-submit"
          disabled={login.isPending}
          aria-busy={login.isPending}
        >
          {login.isPending && <span className="sign-form__spinner" aria-hidden />}
          {t('sign.submit')}
        </button>
      </form>
      <div className="sign-form__links">
        <Link to="/sign/pre-up">{t('sign.register')}</Link>
        <Link to="/sign/forget">{t('sign.forgot')}</Link>
      </div>
    </div>
  );
}
