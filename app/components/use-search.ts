import { useEffect, useState } from 'react';
import type { Lang } from '~/i18n/config';
import { createSearchClient, IDLE_SEARCH } from '~/lib/search-client';

/**
 * What the search client last reported for the text. Changing the text or the language asks it again;
 * unmounting cancels what it has under way, so no answer lands on an unmounted component.
 */
export function useSearch(text: string, lang: Lang) {
  const [state, setState] = useState(IDLE_SEARCH);
  const [client] = useState(() => createSearchClient(setState));
  useEffect(() => client.ask(text, lang), [client, text, lang]);
  useEffect(() => client.stop, [client]);
  return state;
}
