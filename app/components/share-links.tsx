import { type MouseEvent, useState } from 'react';
import type { ArticlePageStrings } from '~/i18n/strings/article-pages';
import type { ShareNetwork } from '~/lib/urls';

const NETWORK_NAMES: Record<ShareNetwork, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  x: 'X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

export type ShareView = { url: string; title: string; links: { network: ShareNetwork; href: string }[] };

type Strings = Pick<ArticlePageStrings, 'share' | 'shareOn' | 'copyLink' | 'copied' | 'nativeShare'>;

/**
 * Share the article's canonical URL: a plain link to each network's share page, and "Copy link", which without
 * JavaScript is a link to the canonical URL itself. With JavaScript, Copy link writes the URL to the clipboard
 * and says so in a status message. The native share sheet's button is in the page from the start but shown only
 * where the browser has a sheet, as the head's script marks it before the first paint (lib/web-share.ts): it
 * never appears late and moves what follows, and where there is no sheet it takes no room.
 */
export function ShareLinks({ share, strings }: { share: ShareView; strings: Strings }) {
  const [status, setStatus] = useState('');

  function copy(event: MouseEvent) {
    if (!navigator.clipboard) return;
    event.preventDefault();
    navigator.clipboard.writeText(share.url).then(
      () => setStatus(strings.copied),
      () => setStatus(''),
    );
  }

  return (
    <section aria-label={strings.share} className="share-row">
      <ul className="share-list">
        {share.links.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="share-link"
              aria-label={strings.shareOn.replace('{{network}}', NETWORK_NAMES[network])}
              data-network={network}
            >
              {NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
        <li>
          <a href={share.url} className="share-link" onClick={copy} data-network="copy">
            {strings.copyLink}
          </a>
        </li>
        <li className="share-native">
          <button
            type="button"
            className="share-link"
            onClick={() => navigator.share({ title: share.title, url: share.url }).catch(() => {})}
          >
            {strings.nativeShare}
          </button>
        </li>
      </ul>
      <p role="status" className="share-status">
        {status}
      </p>
    </section>
  );
}
