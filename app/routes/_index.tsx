import { redirect } from '@remix-run/cloudflare';
import { DEFAULT_LANG } from '~/i18n/config';

export const loader = () => redirect(`/${DEFAULT_LANG}`, 302);
