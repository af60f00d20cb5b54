import { useEffect } from 'react';
import { useTranslation } from '~/i18n/translate';
import { NONCE_PLACEHOLDER } from '~/lib/csp';
import type { PublicEnv } from '~/lib/public-env';

const AD_PLACEMENT = 'top-leaderboard';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * The "top-leaderboard" placement: fixed, 400px high, behind the page content and fading into the page
 * background. Being fixed, it never moves the layout (CLS 0), whatever loads inside it. With both AdSense ids
 * configured the unit renders and AdSense's script loads, then and only then; otherwise a static placeholder.
 */
export function AdBanner({ adsense }: { adsense: PublicEnv['adsense'] }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('ad.label')} className="ad-banner" data-placement={AD_PLACEMENT}>
      <div className="ad-slot">
        {adsense ? (
          <AdSenseUnit clientId={adsense.clientId} slotId={adsense.slotId} />
        ) : (
          <div className="ad-placeholder" data-testid="ad-placeholder" lang="id">
            {t('ad.placeholder')}
          </div>
        )}
      </div>
    </aside>
  );
}

function AdSenseUnit({ clientId, slotId }: { clientId: string; slotId: string }) {
  useEffect(() => {
    window.adsbygoogle = window.adsbygoogle ?? [];
    window.adsbygoogle.push({});
  }, []);
  return (
    <>
      <script
        async
        src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`}
        crossOrigin="anonymous"
        nonce={NONCE_PLACEHOLDER}
      />
      <ins
        className="adsbygoogle ad-unit"
        data-ad-client={clientId}
        data-ad-slot={slotId}
        data-ad-format="horizontal"
        data-full-width-responsive="true"
      />
    </>
  );
}
