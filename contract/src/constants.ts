// Business constants and limits of spec §9, in one place for both sides.

export const BASE_PATH = '/oa/';
export const HTTP_TIMEOUT_MS = 150_000;
export const ERROR_TIP_MS = 5_000;
export const TOAST_MS = 3_000;
export const NOTICE_POLL_MS = 300_000;
/** Org level that does not compile the city monthly summary. */
export const LEVEL_WITHOUT_SUMMARY = 3;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * Sign-in protection (issue 2 §3, issue 8 §4). An account asks everybody for a captcha after this
 * many failures from any address; failures are forgotten a day after an address's last one.
 */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
export const LOGIN_FAILURE_MEMORY_HOURS = 24;
/** Failures of one account from one address that lock the account for that address only. */
export const LOGIN_LOCK_AFTER_FAILURES = 5;
/** The successive locks of an account for one address; the last one repeats. */
export const LOGIN_LOCK_STEPS_MINUTES = [1, 5, 15, 60] as const;
export const LOGIN_ADDRESS_MAX_FAILURES = 30;
export const LOGIN_ADDRESS_WINDOW_MINUTES = 10;
export const CAPTCHA_TTL_MINUTES = 5;

export const SESSION_COOKIE = 'PORTAL_SESSION';

/** sessionStorage keys used by the web shell (spec §2, §3). */
export const STORAGE_KEYS = {
  orgInfo: 'ORG_INFO',
  previousRoute: 'PREVIOUS_ROUTE',
  headerMenuIndex: 'HEADER_MENU_INDEX',
  portalTab: 'PORTAL_TAB',
} as const;
