import { type FormProps, type LinkProps, Form as RemixForm, Link as RemixLink } from '@remix-run/react';
import { forwardRef } from 'react';
import { DISCOVER_ON_INTENT_ATTRIBUTE, discoveryNow } from '~/lib/route-discovery';

// Every in-app link and form of the site comes from here: they leave route discovery to the reader's first
// intent instead of the page load (app/lib/route-discovery.ts, docs/decisions/0030).

/** Remix's discovery for a link or form rendered now, marked to be handed over later if it waits. */
function discovery(reloadDocument: boolean | undefined) {
  const discover = discoveryNow();
  return discover === 'none' && !reloadDocument ? { discover, [DISCOVER_ON_INTENT_ATTRIBUTE]: '' } : { discover };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <RemixLink ref={ref} {...discovery(props.reloadDocument)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  return <RemixForm ref={ref} {...discovery(props.reloadDocument)} {...props} />;
});
