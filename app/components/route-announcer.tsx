import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/**
 * After a navigation inside the app, screen readers hear the new page's title: a full page load announces
 * itself, a client-side one only swaps the content. Not on the first render, nor when only the fragment changes.
 */
export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const announced = useRef(page);
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (announced.current === page) return;
    announced.current = page;
    setTitle(document.title);
  }, [page]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {title}
    </p>
  );
}
