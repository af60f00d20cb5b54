import { redirect } from '@remix-run/cloudflare';
import { DEFAULT_LANG } from '~/i18n/config';
import type { QueryParams } from '~/lib/response-policy';

export const queryParams: QueryParams = [];

export const loader = () => redirect(`/${DEFAULT_LANG}`, 302);
