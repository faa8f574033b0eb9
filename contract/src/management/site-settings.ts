// Site settings (issue 3 §5): header title, page title and the footer's copyright, phone and ICP number.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const siteSettingsBody = z.object({
  title: z.string().trim().min(1).max(60),
  pageTitle: z.string().trim().min(1).max(60),
  copyright: z.string().trim().min(1).max(120),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{3,30}$/, { error: '电话只能包含数字、空格和 + - ( )' }),
  icp: z
    .string()
    .trim()
    .regex(/^[\u4e00-\u9fa5]ICP[备证]\d{6,12}号(-\d{1,3})?$/, { error: '备案号格式如：湘ICP备20260001号-1' }),
});
export type SiteSettings = z.infer<typeof siteSettingsBody>;

const SITE_SETTINGS = '/console/api/management/site-settings';
export const siteSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: SITE_SETTINGS,
    summary: 'Current site settings',
    response: siteSettingsBody,
  }),
  save: endpoint({
    method: 'PUT',
    path: SITE_SETTINGS,
    summary: 'Change the site settings',
    body: siteSettingsBody,
    response: siteSettingsBody,
  }),
};
