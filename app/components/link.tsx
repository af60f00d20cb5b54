import { type FormProps, type LinkProps, Form as RemixForm, Link as RemixLink } from '@remix-run/react';
import { forwardRef } from 'react';
import { DISCOVER_ON_INTENT_ATTRIBUTE, discoveryNow } from '~/lib/route-discovery';

// Every in-app link and form of the site comes from here: they leave route discovery to the reader's first
// intent instead of the page load (app/lib/route-discovery.ts, docs/decisions/0030).

const deferred = { [DISCOVER_ON_INTENT_ATTRIBUTE]: '' };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const discover = discoveryNow();
  const later = discover === 'none' && !props.reloadDocument;
  return <RemixLink ref={ref} discover={discover} {...(later ? deferred : undefined)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  const discover = discoveryNow();
  const later = discover === 'none' && !props.reloadDocument;
  return <RemixForm ref={ref} discover={discover} {...(later ? deferred : undefined)} {...props} />;
});
