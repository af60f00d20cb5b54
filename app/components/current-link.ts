/**
 * What a menu link tells assistive technology about where the reader is. ARIA keeps `page` for the link to the
 * very page being read; the link to the section the reader is inside (a category, from one of its articles; the
 * glossary, from an entry) says `true`. Marking it `page` there would announce the category as the page.
 */
export function currentMark(linkTo: string, pathname: string, inSection: boolean): 'page' | 'true' | undefined {
  if (pathname === linkTo) return 'page';
  return inSection ? 'true' : undefined;
}
