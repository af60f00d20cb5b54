/**
 * A menu popover closes when keyboard focus moves on past it; a native popover only closes on Escape or a
 * click outside, and stayed open over the page. Focus going to the menu's own button is left alone (the button
 * toggles it), and so is focus going nowhere (a click on the page, which light dismiss already handles).
 */
export function closeOnFocusLeave(menu: HTMLElement, next: EventTarget | null): void {
  if (!(next instanceof HTMLElement) || menu.contains(next)) return;
  if (next.getAttribute('popovertarget') === menu.id) return;
  if (menu.matches(':popover-open')) menu.hidePopover();
}
