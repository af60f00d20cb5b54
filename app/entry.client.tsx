import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { langFromPath } from '~/i18n/config';
import { i18nOptions } from '~/i18n/i18next';

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: langFromPath(window.location.pathname), react: { useSuspense: false } });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
